/**
 * GET /api/dashboard/resumo: the day at a glance. A figure the API cannot compute yet (no data
 * source) is null, and the page says so instead of showing a number.
 */
export type DashboardResumo = {
  /** The institution's local day the figures refer to, 'yyyy-mm-dd'. */
  dia: string;
  /** False when the caller's profile may not read pedidos: the order figures are then null and hidden. */
  pedidosPermitido: boolean;
  pedidosHoje: number | null;
  /** Sum of today's orders in BRL, rounded to cents. */
  faturamentoHoje: number | null;
  chatsAbertos: number | null;
  /** Leads created in the last 7 days. */
  leadsNovos: number | null;
};
