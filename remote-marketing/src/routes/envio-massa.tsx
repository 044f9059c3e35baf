import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import { EnvioExecucaoPage } from '../features/envio-massa/components/envio-execucao-page';
import { EnvioMassaPage } from '../features/envio-massa/components/envio-massa-page';
import '../features/campanhas/campanhas.css';

/** /envio-massa: the campaigns to follow, and one run live (start, pause, resume, cancel, retry). */
export default function EnvioMassaRoute({ title, menuItem }: RemotePageProps) {
  return (
    <Routes>
      <Route index element={<EnvioMassaPage title={title} menuItem={menuItem} />} />
      <Route path=":idCampanha" element={<EnvioExecucaoPage menuItem={menuItem} />} />
    </Routes>
  );
}
