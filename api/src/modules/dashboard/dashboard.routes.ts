import type { FastifyPluginAsync } from 'fastify';
import { apiResponseSchema, dashboardResumoSchema } from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { minhaFila } from '../chat/chat-avisos.queries';
import { countChatsAbertos } from '../chat/chat.queries';
import { countLeadsCriadosNoDia } from '../marketing/leads.queries';
import { canReadChat, canReadLeads, canReadPedidos, localToday, pedidosDoDia } from './dashboard.repository';

export const DASHBOARD_MESSAGES = { resumo: 'Resumo do dia.' } as const;

/**
 * The dashboard's day at a glance. Open conversations ('aberta' or 'pendente') count for those
 * who may read the Chat screen; leads created today (São Paulo day) for those who may read the
 * Leads screen; a figure the caller may not see is null. Mounted at /api/dashboard.
 */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/resumo',
      access: 'authenticated',
      response: { 200: apiResponseSchema(dashboardResumoSchema) },
      summary: 'O dia em números: pedidos e faturamento (em centavos) de hoje, e a fila de quem pergunta',
      async handler(request) {
        const { idInstituicao, idPerfil, idUsuario } = principalOf(request);
        const pedidosPermitido = await canReadPedidos(app.db, idPerfil);
        const pedidos = pedidosPermitido ? await pedidosDoDia(app.db, idInstituicao) : null;
        const chatPermitido = await canReadChat(app.db, idPerfil);
        const chatsAbertos = chatPermitido ? await countChatsAbertos(app.db, idInstituicao) : null;
        const dia = pedidos?.dia ?? (await localToday(app.db));
        const leadsNovos = (await canReadLeads(app.db, idPerfil))
          ? await countLeadsCriadosNoDia(app.db, idInstituicao, dia)
          : null;
        return {
          success: true,
          message: DASHBOARD_MESSAGES.resumo,
          data: {
            dia,
            pedidosPermitido,
            pedidosHoje: pedidos ? pedidos.pedidos : null,
            faturamentoHojeCentavos: pedidos ? pedidos.faturamentoCentavos : null,
            chatsAbertos,
            leadsNovos,
            minhaFila: chatPermitido ? await minhaFila(app.db, idInstituicao, idUsuario) : null,
          },
        };
      },
    }),
  );
};

export default dashboardRoutes;
