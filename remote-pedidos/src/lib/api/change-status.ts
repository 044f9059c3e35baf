import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { pedidoSchema, type Pedido, type PedidoStatus } from '@colabora/shared/contracts/pedidos';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { pedidosListQueryKey, writePedidoToCache } from './pedidos-cache';

export type ChangeStatusInput = { idPedido: number; status: PedidoStatus };

/**
 * PATCH /api/pedidos/{id}/status: the order after the move, and the sentence to show; 409 with the
 * reason when the workflow does not allow the move.
 */
export function changeStatus({ idPedido, status }: ChangeStatusInput): Promise<ApiResponse<Pedido>> {
  return getEnvelope(http.patch(`/api/pedidos/${idPedido}/status`, { json: { status } }), pedidoSchema);
}

export type UseChangeStatusOptions = Omit<
  UseMutationOptions<ApiResponse<Pedido>, Error, ChangeStatusInput>,
  'mutationFn'
>;

/**
 * Moves an order. The answer is the order as it is now: it goes into the lists and the detail at
 * once (the hub brings it too, but not while offline), and the lists load again, since their
 * totals and membership are the server's to say.
 * @example const move = useChangeStatus({ onSuccess: (body) => showToast.success(body.message) });
 * move.mutate({ idPedido: 7, status: 'pronto' });
 */
export function useChangeStatus({ onSuccess, ...options }: UseChangeStatusOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changeStatus,
    onSuccess: (body, ...rest) => {
      if (body.data) writePedidoToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: pedidosListQueryKey() });
      return onSuccess?.(body, ...rest);
    },
  });
}
