import type { Pedido, PedidosFiltros, PedidosPage } from '@colabora/shared/contracts/pedidos';
import type { QueryClient } from '@tanstack/react-query';
import { isLaterCopy, mergePedido } from '../merge-pedido';

/*
 * Where orders sit in the query cache, and how a newer copy of one (a hub event, a mutation's
 * answer) is written into every place that shows it, without a request. One key tree, so a write
 * can invalidate exactly what it changes.
 */

/** Every order query: the board's lists and the details. */
export const pedidosQueryKey = ['pedidos'] as const;

/** The board's lists; one per set of filters. */
export const pedidosListQueryKey = (filtros?: PedidosFiltros) =>
  filtros ? ([...pedidosQueryKey, 'lista', filtros] as const) : ([...pedidosQueryKey, 'lista'] as const);

/** One order with its history (the detail and the edit form). */
export const pedidoQueryKey = (idPedido: number) => [...pedidosQueryKey, 'detalhe', idPedido] as const;

/**
 * Writes the order as it is now (a hub event, the answer of a save or of a status change) into
 * every cached board list, each by its own filters, and into its detail. The rules are
 * mergePedido's: a copy older than the one held is ignored, so an event arriving late changes
 * nothing.
 * @example onPedidosEvent(PEDIDOS_EVENTS.novoPedido, (pedido) => writePedidoToCache(queryClient, pedido))
 */
export function writePedidoToCache(queryClient: QueryClient, pedido: Pedido): void {
  for (const [queryKey, page] of queryClient.getQueriesData<PedidosPage>({ queryKey: pedidosListQueryKey() })) {
    if (!page) continue;
    // The third part of a list's key is its filters (pedidosListQueryKey).
    const filtros = (queryKey[2] ?? {}) as PedidosFiltros;
    queryClient.setQueryData<PedidosPage>(queryKey, { ...page, items: mergePedido(page.items, pedido, filtros) });
  }
  queryClient.setQueryData<Pedido>(pedidoQueryKey(pedido.idPedido), (current) =>
    current && isLaterCopy(current, pedido) ? current : pedido,
  );
}
