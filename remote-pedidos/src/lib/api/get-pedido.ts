import { pedidoSchema, type Pedido } from '@colabora/shared/contracts/pedidos';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pedidoQueryKey } from './pedidos-cache';

/** GET /api/pedidos/{id}: 404 for an order that does not exist or belongs to another institution. */
export function getPedido(idPedido: number): Promise<Pedido> {
  return getData(http.get(`/api/pedidos/${idPedido}`), pedidoSchema);
}

/**
 * The order `idPedido`, for its detail and its edit form; null loads nothing (a new order, an id
 * that cannot exist). Hub events and mutations keep it current (pedidos-cache).
 */
export const pedidoQueryOptions = (idPedido: number | null) =>
  queryOptions({
    queryKey: pedidoQueryKey(idPedido ?? 0),
    queryFn: () => getPedido(idPedido ?? 0),
    enabled: idPedido !== null,
  });

export function usePedido(idPedido: number | null) {
  return useQuery(pedidoQueryOptions(idPedido));
}
