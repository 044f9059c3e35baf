import type { PedidoStatus, PedidosFiltros } from '@colabora/shared/contracts/pedidos';
import { saoPauloDay } from '@colabora/shared/format';

export const PERIODOS = [
  { value: 'hoje', label: 'Hoje' },
  { value: '7d', label: 'Últimos 7 dias' },
  { value: '30d', label: 'Últimos 30 dias' },
  { value: 'tudo', label: 'Todo o período' },
] as const;
export type Periodo = (typeof PERIODOS)[number]['value'];

/** The period the board opens with. */
export const DEFAULT_PERIODO: Periodo = '7d';

const DAYS: Record<Periodo, number | null> = { hoje: 0, '7d': 6, '30d': 29, tudo: null };

/** The days a period covers, in São Paulo, as the API's `de`/`ate` (both included). */
export function periodoToRange(periodo: Periodo, now: Date = new Date()): Pick<PedidosFiltros, 'de' | 'ate'> {
  const days = DAYS[periodo];
  if (days === null) return {};
  return { de: saoPauloDay(new Date(now.getTime() - days * 86_400_000)), ate: saoPauloDay(now) };
}

/**
 * The board's filters for a period, a status and a search: the one shape the board's query key
 * is made of, so the route's prefetch (routes/pedidos-prefetch.ts) asks for the same query.
 */
export function boardFiltros(periodo: Periodo, status?: PedidoStatus, q?: string, now?: Date): PedidosFiltros {
  return { ...periodoToRange(periodo, now), status: status ? [status] : undefined, q: q || undefined };
}
