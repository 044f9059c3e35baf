import {
  apiResponseSchema,
  relatorioAtendimentoSchema,
  relatorioCampanhasSchema,
  relatorioIaSchema,
  relatorioQuerySchema,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { periodo } from '../dashboard-presidente/dashboard-presidente.repository';
import { atendimentosDoPeriodo, relatorioAtendimento, relatorioCampanhas, relatorioIa } from './relatorios.queries';

const access = { screen: 'relatorios', letter: 'R' } as const;
const input = { query: relatorioQuerySchema };

/** The Relatórios screen's tabs (remote-admin): service, campaigns and AI, over the last N São Paulo days. */
const relatoriosRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/atendimento',
      access,
      input,
      response: { 200: apiResponseSchema(relatorioAtendimentoSchema) },
      summary: 'Primeira resposta, resolução e volume dos atendimentos, por atendente e por dia',
      async handler(request) {
        const range = await periodo(app.db, request.input.query.dias);
        const data = await relatorioAtendimento(app.db, principalOf(request).idInstituicao, range);
        return { success: true, message: `Atendimentos dos últimos ${range.dias} dias.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/campanhas',
      access,
      input,
      response: { 200: apiResponseSchema(relatorioCampanhasSchema) },
      summary: 'Por campanha e rodada: enviadas, entregues, lidas, respondidas, saídas (SAIR) e falhas',
      async handler(request) {
        const range = await periodo(app.db, request.input.query.dias);
        const campanhas = await relatorioCampanhas(app.db, principalOf(request).idInstituicao, range);
        return {
          success: true,
          message: `Campanhas dos últimos ${range.dias} dias.`,
          data: { periodo: range, campanhas },
        };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/ia',
      access,
      input,
      response: { 200: apiResponseSchema(relatorioIaSchema) },
      summary: 'Por especialista de IA: atendimentos, resolvidos sem transferência, transferidos e tokens',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const range = await periodo(app.db, request.input.query.dias);
        const atendimentos = await atendimentosDoPeriodo(app.db, idInstituicao, range);
        const especialistas = await relatorioIa(app.db, idInstituicao, range, atendimentos);
        return {
          success: true,
          message: `IA dos últimos ${range.dias} dias.`,
          data: { periodo: range, especialistas },
        };
      },
    }),
  );
};

export default relatoriosRoutes;
