import type { ApiResponse, Pedido, PedidoInput } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** POST /api/pedidos (new) or PUT /api/pedidos/{id} (edit). The server prices and totals it. */
export async function savePedido(input: PedidoInput, idPedido?: number): Promise<ApiResponse<Pedido>> {
  const request = idPedido
    ? http.put(`/api/pedidos/${idPedido}`, { json: input })
    : http.post('/api/pedidos', { json: input });
  return request.json<ApiResponse<Pedido>>();
}
