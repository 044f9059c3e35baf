import { formatCentavos } from '@colabora/shared/format';

/** A mean grade as staff read it: '4,3'; '—' without answers. */
export const formatNota = (nota: number | null): string =>
  nota === null ? '—' : nota.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A share as '86%' (no decimals); '—' when there is nothing to divide. */
export const formatPercentual = (parte: number, total: number): string =>
  total ? `${Math.round((parte / total) * 100)}%` : '—';

/** A cost estimate; '—' for a model without a configured price (never R$ 0,00 by default). */
export const formatCusto = (centavos: number | null): string => (centavos === null ? '—' : formatCentavos(centavos));
