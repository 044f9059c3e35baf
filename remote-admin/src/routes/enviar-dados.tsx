import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import '../admin.css';
import { EnviarDadosPage } from '../features/importacao/components/enviar-dados-page';

/** /enviar-dados: CSV import (preview, all or nothing) and export of contacts. */
export default function EnviarDadosRoute({ title, menuItem }: RemotePageProps) {
  return (
    <Routes>
      <Route index element={<EnviarDadosPage title={title} menuItem={menuItem} />} />
    </Routes>
  );
}
