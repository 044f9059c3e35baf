import * as v from '@colabora/shared/schema';
import { queryIntSchema } from './common';

/** GET /api/dashboard-presidente?dias=30 */
export const dashboardPresidenteQuerySchema = v.strictObject({
  dias: v.optional(queryIntSchema('Período (dias)', 7, 365), 30),
});
export const DASHBOARD_PERIODOS = [7, 30, 90, 365] as const;

const countSchema = v.pipe(v.number(), v.integer());

/** A figure per day; days without any activity are present with 0, so a chart has no gaps. */
export const pontoDiarioSchema = v.strictObject({ data: v.string(), valor: countSchema });
export type PontoDiario = v.InferOutput<typeof pontoDiarioSchema>;

/**
 * A block of the dashboard. `disponivel: false` means the product has no such data yet (the
 * module is not live): the screen says so instead of drawing zeros that look like real figures.
 */
export type Indicador<T> = { disponivel: true; dados: T } | { disponivel: false; motivo: string };

/** The schema of an `Indicador` of `dados`. */
function indicadorSchema<TDados extends v.GenericSchema>(dados: TDados) {
  return v.variant('disponivel', [
    v.strictObject({ disponivel: v.literal(true), dados }),
    v.strictObject({ disponivel: v.literal(false), motivo: v.string() }),
  ]);
}

/** GET /api/dashboard-presidente: the institution's figures over the period. */
export const dashboardPresidenteSchema = v.strictObject({
  periodo: v.strictObject({ inicio: v.string(), fim: v.string(), dias: countSchema }),
  pedidos: indicadorSchema(
    v.strictObject({
      total: countSchema,
      /** Sum of the orders' totals, in integer cents like every amount (docs/decisions/0007). */
      receitaCentavos: countSchema,
      ticketMedioCentavos: countSchema,
      quantidadePorDia: v.array(pontoDiarioSchema),
      /** Values in cents. */
      receitaCentavosPorDia: v.array(pontoDiarioSchema),
    }),
  ),
  /** Services begun in the period (api/src/modules/relatorios, ADR 0030); durations in ms, null: none answered. */
  chats: indicadorSchema(
    v.strictObject({
      total: countSchema,
      porDia: v.array(pontoDiarioSchema),
      respondidos: countSchema,
      resolvidos: countSchema,
      primeiraRespostaMedianaMs: v.nullable(countSchema),
      primeiraRespostaP90Ms: v.nullable(countSchema),
      resolucaoMedianaMs: v.nullable(countSchema),
      iaSozinha: countSchema,
    }),
  ),
  leadsPorEtapa: indicadorSchema(
    v.strictObject({ etapas: v.array(v.strictObject({ etapa: v.string(), quantidade: countSchema })) }),
  ),
  /** Campaigns with a send in the period and their funnel; `ativas`: sending or scheduled now. */
  campanhas: indicadorSchema(
    v.strictObject({
      total: countSchema,
      ativas: countSchema,
      enviadas: countSchema,
      entregues: countSchema,
      lidas: countSchema,
      responderam: countSchema,
      sairam: countSchema,
    }),
  ),
  /** The satisfaction surveys asked in the period (CSAT): answers, their mean (1–5) and how many gave 4 or 5. */
  satisfacao: indicadorSchema(
    v.strictObject({
      perguntas: countSchema,
      respostas: countSchema,
      notaMedia: v.nullable(v.number()),
      satisfeitos: countSchema,
    }),
  ),
  usuarios: indicadorSchema(v.strictObject({ ativos: countSchema, inativos: countSchema })),
  contatos: indicadorSchema(v.strictObject({ total: countSchema, novosNoPeriodo: countSchema })),
});
export type DashboardPresidente = v.InferOutput<typeof dashboardPresidenteSchema>;
