import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import '../admin.css';
import { AutoAtualizacaoPage } from '../features/auto-atualizacao/components/auto-atualizacao-page';

/** /auto-atualizacao-config: the app's update policy (read by the host's service worker). */
export default function AutoAtualizacaoConfigRoute({ title, menuItem }: RemotePageProps) {
  return (
    <Routes>
      <Route index element={<AutoAtualizacaoPage title={title} menuItem={menuItem} />} />
    </Routes>
  );
}
