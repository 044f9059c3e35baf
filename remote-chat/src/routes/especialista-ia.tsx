import type { RemotePageProps } from '@colabora/shared/contracts';
import { Route, Routes } from '@colabora/shared/router';
import { PlaygroundPage } from '../features/playground/components/playground-page';
import '../features/playground/playground.css';

/** /especialista-ia: choose a specialist; /especialista-ia/{idEspecialista}: talk to it, see its usage. */
export default function EspecialistaIaRoute({ title, menuItem, basePath }: RemotePageProps) {
  const page = <PlaygroundPage title={title} menuItem={menuItem} basePath={basePath} />;
  return (
    <Routes>
      <Route index element={page} />
      <Route path=":idEspecialista" element={page} />
    </Routes>
  );
}
