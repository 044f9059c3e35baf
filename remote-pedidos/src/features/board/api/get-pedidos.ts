import {
  PEDIDOS_PAGE_SIZE_MAX,
  pedidosPageSchema,
  type PedidosFiltros,
  type PedidosPage,
} from '@colabora/shared/contracts/pedidos';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pedidosListQueryKey } from '../../../lib/api/pedidos-cache';

/** The board shows every order of the period up to this many (the API's page limit). */
export const BOARD_PAGE_SIZE = PEDIDOS_PAGE_SIZE_MAX;

export function pedidosSearchParams(filtros: PedidosFiltros): Record<string, string> {
  const params: Record<string, string> = { pageSize: String(BOARD_PAGE_SIZE) };
  if (filtros.status?.length) params.status = filtros.status.join(',');
  if (filtros.de) params.de = filtros.de;
  if (filtros.ate) params.ate = filtros.ate;
  if (filtros.q?.trim()) params.q = filtros.q.trim();
  return params;
}

/** GET /api/pedidos with the board's filters; `signal` drops the answer to filters already left. */
export function getPedidos(filtros: PedidosFiltros, signal?: AbortSignal): Promise<PedidosPage> {
  return getData(http.get('/api/pedidos', { searchParams: pedidosSearchParams(filtros), signal }), pedidosPageSchema);
}

/** Hub events merge into it (pedidos-cache); the previous filters' orders stay on screen meanwhile. */
export const pedidosQueryOptions = (filtros: PedidosFiltros) =>
  queryOptions({
    queryKey: pedidosListQueryKey(filtros),
    queryFn: ({ signal }) => getPedidos(filtros, signal),
    placeholderData: keepPreviousData,
  });

/** The board's orders; loads again when the filters change. */
export function usePedidos(filtros: PedidosFiltros) {
  return useQuery(pedidosQueryOptions(filtros));
}
