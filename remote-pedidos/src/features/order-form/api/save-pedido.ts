import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { pedidoSchema, type Pedido, type PedidoInput } from '@colabora/shared/contracts/pedidos';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { pedidosListQueryKey, writePedidoToCache } from '../../../lib/api/pedidos-cache';

/** An order to create (no `idPedido`) or to change. */
export type SavePedidoInput = { input: PedidoInput; idPedido?: number };

/** POST /api/pedidos (new) or PUT /api/pedidos/{id} (edit). The server prices and totals it. */
export function savePedido({ input, idPedido }: SavePedidoInput): Promise<ApiResponse<Pedido>> {
  const request = idPedido
    ? http.put(`/api/pedidos/${idPedido}`, { json: input })
    : http.post('/api/pedidos', { json: input });
  return getEnvelope(request, pedidoSchema);
}

export type UseSavePedidoOptions = Omit<UseMutationOptions<ApiResponse<Pedido>, Error, SavePedidoInput>, 'mutationFn'>;

/** Saves an order: the answer becomes its detail, and the board's lists load again. */
export function useSavePedido({ onSuccess, ...options }: UseSavePedidoOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: savePedido,
    onSuccess: (body, ...rest) => {
      if (body.data) writePedidoToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: pedidosListQueryKey() });
      return onSuccess?.(body, ...rest);
    },
  });
}
