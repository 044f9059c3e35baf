import type { RemotePageProps } from '@colabora/shared/contracts/remote-page';
import { LoadingState } from '@colabora/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@colabora/shared/router';
import { CataloguePage } from '../features/catalogue/components/catalogue-page';
import '../pedidos.css';

// The form (and react-hook-form with it) loads when someone opens it, not with the list.
const ProdutoFormPage = lazy(() =>
  import('../features/catalogue/components/produto-form-page').then((module) => ({
    default: module.ProdutoFormPage,
  })),
);

/** /produto-servico: the catalogue and its form. */
export default function ProdutoServicoRoute({ title, menuItem }: RemotePageProps) {
  const form = (
    <Suspense fallback={<LoadingState label="Carregando formulário…" />}>
      <ProdutoFormPage menuItem={menuItem} />
    </Suspense>
  );
  return (
    <Routes>
      <Route index element={<CataloguePage title={title} menuItem={menuItem} />} />
      <Route path="novo" element={form} />
      <Route path=":idProduto" element={form} />
    </Routes>
  );
}
