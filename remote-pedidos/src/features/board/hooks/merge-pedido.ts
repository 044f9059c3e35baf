import { pedidoMatchesFiltros, type PedidoResumo, type PedidosFiltros } from '@colabora/shared/contracts';

/**
 * The board's list after a live event: the order replaces its older copy (an event that arrives
 * late, older than what the board holds, is ignored), appears when it now matches the filters,
 * and leaves when it no longer does. Newest first, like the API.
 */
export function mergePedido(
  list: readonly PedidoResumo[],
  pedido: PedidoResumo,
  filtros: PedidosFiltros,
): PedidoResumo[] {
  const current = list.find((item) => item.idPedido === pedido.idPedido);
  if (current && Date.parse(current.atualizadoEm) > Date.parse(pedido.atualizadoEm)) return [...list];
  const others = list.filter((item) => item.idPedido !== pedido.idPedido);
  if (!pedidoMatchesFiltros(pedido, filtros)) return others;
  return [...others, pedido].sort((a, b) => Date.parse(b.criadoEm) - Date.parse(a.criadoEm) || b.idPedido - a.idPedido);
}
