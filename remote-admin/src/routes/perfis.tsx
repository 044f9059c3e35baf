import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import '../admin.css';
import { PerfilFormPage } from '../features/perfis/components/perfil-form-page';
import { PerfisListPage } from '../features/perfis/components/perfis-list-page';

/** /perfis: the list, /perfis/novo and /perfis/:id with the permission matrix. */
export default function PerfisRoute({ title, menuItem, basePath }: RemotePageProps) {
  const props = { title, menuItem, basePath };
  return (
    <Routes>
      <Route index element={<PerfisListPage {...props} />} />
      <Route path="novo" element={<PerfilFormPage {...props} />} />
      <Route path=":id" element={<PerfilFormPage {...props} />} />
    </Routes>
  );
}
