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
import { medidasParaLeitura } from './medidas-materializadas';
import { precosDeIa } from './precos-ia';
import { createRelatoriosCache } from './relatorios-cache';
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
  // Answers kept while their data does not change (relatorios-cache.ts).
  const cache = createRelatoriosCache();

  /**
   * A measured tab's answer: brought up to date first, then computed again only when the measures'
   * generation (or the day) changed since the last answer to the same question.
   */
  async function medido<T extends { atualizadoEm: string }>(
    idInstituicao: number,
    aba: string,
    query: object,
    fim: string,
    calcular: () => Promise<T>,
  ): Promise<T> {
    const atualizacao = await medidasParaLeitura(app.db, idInstituicao);
    const data = await cache.obter(
      `${idInstituicao}:${aba}:${JSON.stringify(query)}`,
      `${atualizacao.geracao}:${fim}`,
      calcular,
    );
    // Unchanged since it was computed: the figures are those of now.
    return { ...data, atualizadoEm: atualizacao.atualizadoEm.toISOString() };
  }

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
        const { idInstituicao } = principalOf(request);
        const range = await periodo(app.db, dias);
        const data = await medido(idInstituicao, 'atendimento', request.input.query, range.fim, () =>
          relatorioAtendimento(app.db, idInstituicao, range, filtros),
        );
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
        const { idInstituicao } = principalOf(request);
        const range = await periodo(app.db, dias);
        const data = await medido(idInstituicao, 'equipe', request.input.query, range.fim, () =>
          relatorioEquipe(app.db, idInstituicao, range, filtros),
        );
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
        const { idInstituicao } = principalOf(request);
        const range = await periodo(app.db, dias);
        // Receipts change a campaign's funnel without a fact or a message: kept for a minute at most,
        // and the screen says when it was calculated.
        const minuto = Math.floor(Date.now() / 60_000);
        const data = await cache.obter(
          `${idInstituicao}:campanhas:${JSON.stringify({ dias, janela, canal })}`,
          `${minuto}:${range.fim}`,
          async () => {
            const atualizadoEm = new Date().toISOString();
            const campanhas = await relatorioCampanhas(app.db, idInstituicao, range, { janelaDias: janela, canal });
            return { periodo: range, janelaDias: janela, atualizadoEm, campanhas };
          },
        );
        return { success: true, message: `Campanhas dos últimos ${range.dias} dias.`, data };
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
        const { idInstituicao } = principalOf(request);
        const range = await periodo(app.db, request.input.query.dias);
        const data = await medido(idInstituicao, 'ia', { dias: range.dias }, range.fim, () =>
          relatorioIa(app.db, idInstituicao, range, precos),
        );
        return { success: true, message: `IA dos últimos ${range.dias} dias.`, data };
      },
    }),
  );
};

export default relatoriosRoutes;
