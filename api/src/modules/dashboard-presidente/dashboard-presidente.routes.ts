import {
  apiResponseSchema,
  dashboardPresidenteQuerySchema,
  dashboardPresidenteSchema,
  type DashboardPresidente,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { countLeadsPorEtapa } from '../marketing/leads.queries';
import { contatosIndicador, pedidosIndicador, periodo, usuariosIndicador } from './dashboard-presidente.repository';

/**
 * What the product does not record yet. Said plainly, never drawn as zeros: a president reading
 * "0 conversas" would take it as a fact about the institution.
 */
export const INDISPONIVEL = {
  chats: 'Ainda sem dados de conversas: o chat ainda não registra atendimentos nesta versão.',
  campanhas: 'Ainda sem dados de campanhas: as campanhas ainda não são registradas nesta versão.',
} as const;

/** Institution-wide figures for the president (remote-admin › Painel da Presidência). */
const dashboardPresidenteRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '',
      access: { screen: 'dashboard-presidente', letter: 'R' },
      input: { query: dashboardPresidenteQuerySchema },
      response: { 200: apiResponseSchema(dashboardPresidenteSchema) },
      summary: 'Indicadores da instituição no período (pedidos, receita, usuários, contatos…)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const range = await periodo(app.db, request.input.query.dias);
        const [pedidos, usuarios, contatos, etapas] = await Promise.all([
          pedidosIndicador(app.db, idInstituicao, range),
          usuariosIndicador(app.db, idInstituicao),
          contatosIndicador(app.db, idInstituicao, range),
          countLeadsPorEtapa(app.db, idInstituicao),
        ]);
        const data: DashboardPresidente = {
          periodo: range,
          pedidos,
          chats: { disponivel: false, motivo: INDISPONIVEL.chats },
          // Leads in each stage now (a snapshot: the period does not apply to where a lead stands).
          leadsPorEtapa: { disponivel: true, dados: { etapas } },
          campanhas: { disponivel: false, motivo: INDISPONIVEL.campanhas },
          usuarios,
          contatos,
        };
        return { success: true, message: `Indicadores dos últimos ${range.dias} dias.`, data };
      },
    }),
  );
};

export default dashboardPresidenteRoutes;
