import type { ApiResponse, Pedido, PedidoStatus } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** PATCH /api/pedidos/{id}/status: 409 with the reason when the workflow does not allow the move. */
export async function changeStatus(idPedido: number, status: PedidoStatus): Promise<ApiResponse<Pedido>> {
  return http.patch(`/api/pedidos/${idPedido}/status`, { json: { status } }).json<ApiResponse<Pedido>>();
}
