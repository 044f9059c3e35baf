import { pedidoMatchesFiltros, type PedidoResumo, type PedidosFiltros } from '@colabora/shared/contracts/pedidos';

/** Whether `held` is a later copy of the order than `incoming` (which then arrived late). */
export function isLaterCopy(held: PedidoResumo, incoming: PedidoResumo): boolean {
  return Date.parse(held.atualizadoEm) > Date.parse(incoming.atualizadoEm);
}

/**
 * A board list after a newer copy of an order arrives (hub event, mutation answer): the order
 * replaces its older copy (an event that arrives late, older than what the list holds, is
 * ignored), appears when it now matches the filters, and leaves when it no longer does. Newest
 * first, like the API.
 * @example mergePedido(page.items, pedido, { status: ['novo'] })
 */
export function mergePedido(
  list: readonly PedidoResumo[],
  pedido: PedidoResumo,
  filtros: PedidosFiltros,
): PedidoResumo[] {
  const current = list.find((item) => item.idPedido === pedido.idPedido);
  if (current && isLaterCopy(current, pedido)) return [...list];
  const others = list.filter((item) => item.idPedido !== pedido.idPedido);
  if (!pedidoMatchesFiltros(pedido, filtros)) return others;
  return [...others, pedido].sort((a, b) => Date.parse(b.criadoEm) - Date.parse(a.criadoEm) || b.idPedido - a.idPedido);
}
