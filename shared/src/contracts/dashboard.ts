import * as v from '@colabora/shared/schema';

const figure = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));

/**
 * GET /api/dashboard/resumo: the day at a glance. A figure the API cannot compute yet (no data
 * source) is null, and the page says so instead of showing a number.
 */
export const dashboardResumoSchema = v.strictObject({
  /** The institution's local day the figures refer to, 'yyyy-mm-dd'. */
  dia: v.string(),
  /** False when the caller's profile may not read pedidos: the order figures are then null and hidden. */
  pedidosPermitido: v.boolean(),
  pedidosHoje: figure,
  /** Sum of today's orders (cancelled ones left out), in integer centavos like every amount. */
  faturamentoHojeCentavos: figure,
  chatsAbertos: figure,
  /** Leads created today (the institution's local day, `dia`); null without the Leads screen. */
  leadsNovos: figure,
  /**
   * The caller's own queue (null without the Chat screen): conversations waiting for them now, since
   * when the oldest waits (ISO instant; null: none waits), and the open ones they hold.
   */
  minhaFila: v.optional(
    v.nullable(
      v.strictObject({
        aguardando: v.pipe(v.number(), v.integer()),
        maisAntigaDesde: v.nullable(v.string()),
        minhasAbertas: v.pipe(v.number(), v.integer()),
      }),
    ),
  ),
});
export type DashboardResumo = v.InferOutput<typeof dashboardResumoSchema>;
