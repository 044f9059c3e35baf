import {
  apiResponseSchema,
  relatorioAtendimentoSchema,
  relatorioCampanhasSchema,
  relatorioEquipeSchema,
  relatorioFiltrosSchema,
  relatorioIaSchema,
  relatorioQuerySchema,
  relatorioSatisfacaoSchema,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { periodo } from '../dashboard-presidente/dashboard-presidente.repository';
import { relatorioCampanhas } from './campanhas-relatorio.queries';
import { relatorioIa } from './ia-relatorio.queries';
import { precosDeIa } from './precos-ia';
import { filtrosDosRelatorios, relatorioAtendimento, relatorioEquipe } from './relatorios.queries';
import { relatorioSatisfacao } from './satisfacao.queries';

const access = { screen: 'relatorios', letter: 'R' } as const;
const input = { query: relatorioQuerySchema };

/**
 * The Relatórios screen's tabs (remote-admin): service, team, satisfaction, campaigns and AI, over
 * the last N São Paulo days; the first three filter by queue, channel and attendant, campaigns by
 * channel. Mounted at /api/relatorios.
 */
const relatoriosRoutes: FastifyPluginAsync = async (app) => {
  // Read once: a wrong AI_PRECOS stops the start with the variable's name.
  const precos = precosDeIa(process.env);

  app.route(
    defineRoute({
      method: 'GET',
      url: '/filtros',
      access,
      response: { 200: apiResponseSchema(relatorioFiltrosSchema) },
      summary: 'O que os filtros oferecem: as filas, os canais e a equipe da instituição',
      async handler(request) {
        const data = await filtrosDosRelatorios(app.db, principalOf(request).idInstituicao);
        return { success: true, message: 'Filtros dos relatórios.', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/atendimento',
      access,
      input,
      response: { 200: apiResponseSchema(relatorioAtendimentoSchema) },
      summary: 'Espera, primeira resposta e resolução (mediana e p90), por dia, fila, canal e hora da semana',
      async handler(request) {
        const { dias, ...filtros } = request.input.query;
        const range = await periodo(app.db, dias);
        const data = await relatorioAtendimento(app.db, principalOf(request).idInstituicao, range, filtros);
        return { success: true, message: `Atendimentos dos últimos ${range.dias} dias.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/equipe',
      access,
      input,
      response: { 200: apiResponseSchema(relatorioEquipeSchema) },
      summary: 'Por atendente: atendimentos, tempos (mediana e p90), transferências e notas de satisfação',
      async handler(request) {
        const { dias, ...filtros } = request.input.query;
        const range = await periodo(app.db, dias);
        const data = await relatorioEquipe(app.db, principalOf(request).idInstituicao, range, filtros);
        return { success: true, message: `Equipe nos últimos ${range.dias} dias.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/satisfacao',
      access,
      input,
      response: { 200: apiResponseSchema(relatorioSatisfacaoSchema) },
      summary: 'Pesquisas de satisfação (CSAT): perguntas, respostas, notas por atendente e por dia, comentários',
      async handler(request) {
        const { dias, ...filtros } = request.input.query;
        const range = await periodo(app.db, dias);
        const data = await relatorioSatisfacao(app.db, principalOf(request).idInstituicao, range, filtros);
        return { success: true, message: `Satisfação nos últimos ${range.dias} dias.`, data };
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
      summary: 'Por campanha, rodada e variante: funil, saídas (SAIR), falhas, conversas e leads na janela',
      async handler(request) {
        const { dias, janela, canal } = request.input.query;
        const range = await periodo(app.db, dias);
        const campanhas = await relatorioCampanhas(app.db, principalOf(request).idInstituicao, range, {
          janelaDias: janela,
          canal,
        });
        return {
          success: true,
          message: `Campanhas dos últimos ${range.dias} dias.`,
          data: { periodo: range, janelaDias: janela, campanhas },
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
      summary: 'Por especialista de IA: atendimentos, sem transferência, transferidos e tokens; custo por modelo',
      async handler(request) {
        const range = await periodo(app.db, request.input.query.dias);
        const data = await relatorioIa(app.db, principalOf(request).idInstituicao, range, precos);
        return { success: true, message: `IA dos últimos ${range.dias} dias.`, data };
      },
    }),
  );
};

export default relatoriosRoutes;
