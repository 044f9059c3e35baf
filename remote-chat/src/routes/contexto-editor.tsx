import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import { ContextoEditorPage } from '../features/contexto/components/contexto-editor-page';
import '../features/contexto/contexto.css';

/** /contexto-editor: choose a specialist; /contexto-editor/{idEspecialista}: its knowledge. */
export default function ContextoEditorRoute({ title, menuItem, basePath }: RemotePageProps) {
  const page = <ContextoEditorPage title={title} menuItem={menuItem} basePath={basePath} />;
  return (
    <Routes>
      <Route index element={page} />
      <Route path=":idEspecialista" element={page} />
    </Routes>
  );
}
