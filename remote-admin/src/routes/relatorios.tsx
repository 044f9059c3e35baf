import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import '../admin.css';
import { RelatoriosPage } from '../features/relatorios/components/relatorios-page';

/** /relatorios: service, campaign and AI reports with CSV export. */
export default function RelatoriosRoute({ title, menuItem }: RemotePageProps) {
  return (
    <Routes>
      <Route index element={<RelatoriosPage title={title} menuItem={menuItem} />} />
    </Routes>
  );
}
