import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import { FilasPage } from '../features/filas/components/filas-page';
import '../features/filas/filas.css';
import '../lib/presenca/presenca.css';

/** /filas: the service team's queues, the greeting menu and each channel's default queue (ADR 0034). */
export default function FilasRoute({ title, menuItem }: RemotePageProps) {
  return (
    <Routes>
      <Route index element={<FilasPage title={title} menuItem={menuItem} />} />
    </Routes>
  );
}
