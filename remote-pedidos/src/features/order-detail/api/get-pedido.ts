import type { ApiResponse, Pedido } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { useResource } from '../../../lib/use-resource';

/** GET /api/pedidos/{id}: 404 for an order that does not exist or belongs to another institution. */
export async function getPedido(idPedido: number, signal?: AbortSignal): Promise<Pedido> {
  const body = await http.get(`/api/pedidos/${idPedido}`, { signal }).json<ApiResponse<Pedido>>();
  if (!body.data) throw new Error(body.message);
  return body.data;
}

/** The order `idPedido`; null loads nothing (a new order, an id that cannot exist). */
export function usePedido(idPedido: number | null) {
  return useResource(idPedido ? `pedido-${idPedido}` : null, (signal) => getPedido(idPedido ?? 0, signal));
}
