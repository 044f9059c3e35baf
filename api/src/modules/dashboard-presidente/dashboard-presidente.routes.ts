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
import {
  campanhasIndicador,
  chatsIndicador,
  contatosIndicador,
  pedidosIndicador,
  periodo,
  satisfacaoIndicador,
  usuariosIndicador,
} from './dashboard-presidente.repository';

/** Institution-wide figures for the president (remote-admin › Painel da Presidência). */
const dashboardPresidenteRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '',
      access: { screen: 'dashboard-presidente', letter: 'R' },
      input: { query: dashboardPresidenteQuerySchema },
      response: { 200: apiResponseSchema(dashboardPresidenteSchema) },
      summary: 'Indicadores da instituição no período (pedidos, receita, atendimentos, campanhas, usuários, contatos…)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const range = await periodo(app.db, request.input.query.dias);
        const [pedidos, usuarios, contatos, etapas, chats, campanhas, satisfacao] = await Promise.all([
          pedidosIndicador(app.db, idInstituicao, range),
          usuariosIndicador(app.db, idInstituicao),
          contatosIndicador(app.db, idInstituicao, range),
          countLeadsPorEtapa(app.db, idInstituicao),
          chatsIndicador(app.db, idInstituicao, range),
          campanhasIndicador(app.db, idInstituicao, range),
          satisfacaoIndicador(app.db, idInstituicao, range),
        ]);
        const data: DashboardPresidente = {
          periodo: range,
          pedidos,
          chats,
          // Leads in each stage now (a snapshot: the period does not apply to where a lead stands).
          leadsPorEtapa: { disponivel: true, dados: { etapas } },
          campanhas,
          satisfacao,
          usuarios,
          contatos,
        };
        return { success: true, message: `Indicadores dos últimos ${range.dias} dias.`, data };
      },
    }),
  );
};

export default dashboardPresidenteRoutes;
