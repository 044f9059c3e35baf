import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import '../admin.css';
import { InstituicaoPage } from '../features/instituicao/components/instituicao-page';

/** /instituicao: the caller's own institution (there is no id: it is always the token's). */
export default function InstituicaoRoute({ title, menuItem }: RemotePageProps) {
  return (
    <Routes>
      <Route index element={<InstituicaoPage title={title} menuItem={menuItem} />} />
    </Routes>
  );
}
