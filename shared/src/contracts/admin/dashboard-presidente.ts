import * as v from 'valibot';
import { queryIntSchema } from './common';

/** GET /api/dashboard-presidente?dias=30 */
export const dashboardPresidenteQuerySchema = v.strictObject({
  dias: v.optional(queryIntSchema('Período (dias)', 7, 365), 30),
});
export const DASHBOARD_PERIODOS = [7, 30, 90, 365] as const;

/** A figure per day; days without any activity are present with 0, so a chart has no gaps. */
export type PontoDiario = { data: string; valor: number };

/**
 * A block of the dashboard. `disponivel: false` means the product has no such data yet (the
 * module is not live): the screen says so instead of drawing zeros that look like real figures.
 */
export type Indicador<T> = { disponivel: true; dados: T } | { disponivel: false; motivo: string };

export type DashboardPresidente = {
  periodo: { inicio: string; fim: string; dias: number };
  pedidos: Indicador<{
    total: number;
    /** Sum of the orders' totals, in integer cents like every amount (docs/decisions/0007). */
    receitaCentavos: number;
    ticketMedioCentavos: number;
    quantidadePorDia: PontoDiario[];
    /** Values in cents. */
    receitaCentavosPorDia: PontoDiario[];
  }>;
  chats: Indicador<{ total: number; porDia: PontoDiario[] }>;
  leadsPorEtapa: Indicador<{ etapas: { etapa: string; quantidade: number }[] }>;
  campanhas: Indicador<{ total: number; ativas: number }>;
  usuarios: Indicador<{ ativos: number; inativos: number }>;
  contatos: Indicador<{ total: number; novosNoPeriodo: number }>;
};
