import type { RemotePageProps } from '@colabora/shared/contracts';
import { LoadingState } from '@colabora/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@colabora/shared/router';
import { EspecialistasPage } from '../features/especialistas/components/especialistas-page';
import '../features/especialistas/especialistas.css';

// The form (and react-hook-form with it) loads when someone opens it, not with the list.
const EspecialistaFormPage = lazy(() =>
  import('../features/especialistas/components/especialista-form-page').then((module) => ({
    default: module.EspecialistaFormPage,
  })),
);

/** /especialistas: the list; /especialistas/novo and /especialistas/{id}/editar: the form. */
export default function EspecialistasRoute({ title, menuItem }: RemotePageProps) {
  const form = (
    <Suspense fallback={<LoadingState label="Carregando formulário…" />}>
      <EspecialistaFormPage menuItem={menuItem} />
    </Suspense>
  );
  return (
    <Routes>
      <Route index element={<EspecialistasPage title={title} menuItem={menuItem} />} />
      <Route path="novo" element={form} />
      <Route path=":idEspecialista/editar" element={form} />
    </Routes>
  );
}
