import type { RemotePageProps } from '@colabora/shared/contracts';
import { LoadingState } from '@colabora/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@colabora/shared/router';
import { CampanhasPage } from '../features/campanhas/components/campanhas-page';
import '../features/campanhas/campanhas.css';

// The form (and react-hook-form with it) loads when someone opens it, not with the list.
const CampanhaFormPage = lazy(() =>
  import('../features/campanhas/components/campanha-form-page').then((module) => ({
    default: module.CampanhaFormPage,
  })),
);

/** /campanhas: the list, and the form of a new or existing campaign with its preview. */
export default function CampanhasRoute({ title, menuItem }: RemotePageProps) {
  const form = (
    <Suspense fallback={<LoadingState label="Carregando formulário…" />}>
      <CampanhaFormPage menuItem={menuItem} />
    </Suspense>
  );
  return (
    <Routes>
      <Route index element={<CampanhasPage title={title} menuItem={menuItem} />} />
      <Route path="nova" element={form} />
      <Route path=":idCampanha/editar" element={form} />
    </Routes>
  );
}
