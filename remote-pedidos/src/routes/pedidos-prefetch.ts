import type { RoutePrefetch } from '@colabora/shared/query';
import { pedidosQueryOptions } from '../features/board/api/get-pedidos';
import { boardFiltros, DEFAULT_PERIODO } from '../features/board/hooks/periodo';

/**
 * /pedidos's first data, asked for while the board's code still loads (issue #25): the board's
 * orders with the filters it opens with. Deeper paths (an order, the form) ask for their own.
 */
const prefetchPedidos: RoutePrefetch = async ({ queryClient, path }) => {
  if (path !== '/') return;
  await queryClient.prefetchQuery(pedidosQueryOptions(boardFiltros(DEFAULT_PERIODO)));
};

export default prefetchPedidos;
