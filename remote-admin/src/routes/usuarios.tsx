import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import '../admin.css';
import { UsuarioFormPage } from '../features/usuarios/components/usuario-form-page';
import { UsuariosListPage } from '../features/usuarios/components/usuarios-list-page';

/** /usuarios: the list, /usuarios/novo and /usuarios/:id (DESIGN §2: descendant routes). */
export default function UsuariosRoute({ title, menuItem, basePath }: RemotePageProps) {
  const props = { title, menuItem, basePath };
  return (
    <Routes>
      <Route index element={<UsuariosListPage {...props} />} />
      <Route path="novo" element={<UsuarioFormPage {...props} />} />
      <Route path=":id" element={<UsuarioFormPage {...props} />} />
    </Routes>
  );
}
