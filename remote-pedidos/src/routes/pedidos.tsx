import type { RemotePageProps } from '@colabora/shared/contracts/remote-page';
import { LoadingState } from '@colabora/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@colabora/shared/router';
import { BoardPage } from '../features/board/components/board-page';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import '../pedidos.css';

// /pedidos's first queries, for the host to fill the cache before the first screen is shown
// (load-remote-page.ts): its data then arrives with the page, in one render.
export { default as prefetch } from './pedidos-prefetch';

// The form (and react-hook-form with it) loads when someone opens it, not with the board.
const OrderFormPage = lazy(() =>
  import('../features/order-form/components/order-form-page').then((module) => ({ default: module.OrderFormPage })),
);

/** /pedidos: the live board, an order's detail (deep links work), and the order form. */
export default function PedidosRoute({ title, menuItem }: RemotePageProps) {
  const form = (
    <Suspense fallback={<LoadingState label="Carregando formulário…" />}>
      <OrderFormPage menuItem={menuItem} />
    </Suspense>
  );
  return (
    <Routes>
      <Route index element={<BoardPage title={title} menuItem={menuItem} />} />
      <Route path="novo" element={form} />
      <Route path=":idPedido" element={<OrderDetailPage title={title} menuItem={menuItem} />} />
      <Route path=":idPedido/editar" element={form} />
    </Routes>
  );
}
