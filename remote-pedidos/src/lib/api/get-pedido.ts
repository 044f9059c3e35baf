import type { Pedido } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pedidoQueryKey } from './pedidos-cache';

/** GET /api/pedidos/{id}: 404 for an order that does not exist or belongs to another institution. */
export function getPedido(idPedido: number): Promise<Pedido> {
  return getData<Pedido>(http.get(`/api/pedidos/${idPedido}`));
}

/** Hub events and mutations keep it current (pedidos-cache). */
export const pedidoQueryOptions = (idPedido: number) =>
  queryOptions({ queryKey: pedidoQueryKey(idPedido), queryFn: () => getPedido(idPedido) });

/**
 * The order `idPedido`, for its detail and its edit form; null loads nothing (a new order, an id
 * that cannot exist).
 */
export function usePedido(idPedido: number | null) {
  return useQuery({ ...pedidoQueryOptions(idPedido ?? 0), enabled: idPedido !== null });
}
