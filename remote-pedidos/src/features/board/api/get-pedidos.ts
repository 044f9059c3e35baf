import type { ApiResponse, PedidosFiltros, PedidosPage } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { useResource } from '../../../lib/use-resource';

/** The board shows every order of the period up to this many (the API's page limit). */
export const BOARD_PAGE_SIZE = 200;

export function pedidosSearchParams(filtros: PedidosFiltros): Record<string, string> {
  const params: Record<string, string> = { pageSize: String(BOARD_PAGE_SIZE) };
  if (filtros.status?.length) params.status = filtros.status.join(',');
  if (filtros.de) params.de = filtros.de;
  if (filtros.ate) params.ate = filtros.ate;
  if (filtros.q?.trim()) params.q = filtros.q.trim();
  return params;
}

/** GET /api/pedidos with the board's filters. */
export async function getPedidos(filtros: PedidosFiltros, signal?: AbortSignal): Promise<PedidosPage> {
  const body = await http
    .get('/api/pedidos', { searchParams: pedidosSearchParams(filtros), signal })
    .json<ApiResponse<PedidosPage>>();
  if (!body.data) throw new Error(body.message);
  return body.data;
}

/** The board's orders; refetches when the filters change. */
export function usePedidos(filtros: PedidosFiltros) {
  return useResource(JSON.stringify(pedidosSearchParams(filtros)), (signal) => getPedidos(filtros, signal));
}
