import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  apiResponseSchema,
  contextoInputSchema,
  contextoSchema,
  contextoVersaoSchema,
  idEspecialistaParamsSchema,
  idVersaoParamsSchema,
  type Contexto,
  type Especialista,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { Queryable } from '../../plugins/database/db';
import { currentVersao, listVersoes, restoreVersao, saveContexto } from './contexto.repository';
import { ESPECIALISTAS_MESSAGES as MESSAGES } from './especialistas.messages';
import { findEspecialista } from './especialistas.repository';
import { IA_DEFAULTS, type IaConfig } from './ia-config';
import { estimateTokens } from './ia/chat-completions';
import { buildSystemPrompt } from './prompt-builder';
import { loadContexto } from './prompt-context';

const read = { screen: 'contexto-editor', letter: 'R' } as const;
const update = { screen: 'contexto-editor', letter: 'U' } as const;

/**
 * A specialist's knowledge (screen 'contexto-editor'): the sections, the final system prompt as
 * the model receives it (catalogue included), its size against the budget, and the versions.
 * Mounted at /api/especialistas.
 */
const contextoRoutes: FastifyPluginAsync<{ ia: IaConfig | null }> = async (app, { ia }) => {
  const orcamentoTokens = ia?.contextTokens ?? IA_DEFAULTS.contextTokens;

  async function especialistaOf(idInstituicao: number, idEspecialista: number): Promise<Especialista> {
    const especialista = await findEspecialista(app.db, idInstituicao, idEspecialista);
    if (!especialista) throw notFound(MESSAGES.notFound);
    return especialista;
  }

  async function contextoOf(db: Queryable, idInstituicao: number, especialista: Especialista): Promise<Contexto> {
    const contexto = await loadContexto(db, idInstituicao, especialista.idEspecialista);
    const promptFinal = buildSystemPrompt(especialista, contexto.textos);
    return {
      secoes: contexto.secoes,
      promptFinal,
      tokensEstimados: estimateTokens(promptFinal),
      orcamentoTokens,
      versaoAtual: await currentVersao(db, idInstituicao, especialista.idEspecialista),
    };
  }

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idEspecialista/contexto',
      access: read,
      input: { params: idEspecialistaParamsSchema },
      response: { 200: apiResponseSchema(contextoSchema) },
      summary: 'O contexto do especialista: seções, prompt final (com o catálogo), tokens e versão atual',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const especialista = await especialistaOf(idInstituicao, request.input.params.idEspecialista);
        const data = await contextoOf(app.db, idInstituicao, especialista);
        return { success: true, message: `Contexto de ${especialista.nome}.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idEspecialista/contexto',
      access: update,
      input: { params: idEspecialistaParamsSchema, body: contextoInputSchema },
      response: { 200: apiResponseSchema(contextoSchema) },
      summary: 'Salva o contexto do especialista como uma nova versão',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const especialista = await especialistaOf(idInstituicao, request.input.params.idEspecialista);
        await saveContexto(app.db, idInstituicao, especialista.idEspecialista, request.input.body.secoes, idUsuario);
        const data = await contextoOf(app.db, idInstituicao, especialista);
        return { success: true, message: `Contexto salvo (versão ${data.versaoAtual}).`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idEspecialista/contexto/versoes',
      access: read,
      input: { params: idEspecialistaParamsSchema },
      response: { 200: apiResponseSchema(v.array(contextoVersaoSchema)) },
      summary: 'O histórico de versões do contexto, da mais nova para a mais antiga',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const especialista = await especialistaOf(idInstituicao, request.input.params.idEspecialista);
        const data = await listVersoes(app.db, idInstituicao, especialista.idEspecialista);
        return { success: true, message: `${data.length} versões.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idEspecialista/contexto/versoes/:idVersao/restaurar',
      access: update,
      input: { params: idVersaoParamsSchema },
      response: { 200: apiResponseSchema(contextoSchema) },
      summary: 'Restaura uma versão do contexto (grava-a como uma nova versão)',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { idEspecialista, idVersao } = request.input.params;
        const especialista = await especialistaOf(idInstituicao, idEspecialista);
        const restored = await restoreVersao(app.db, idInstituicao, idEspecialista, idVersao, idUsuario);
        if (restored === null) throw notFound(MESSAGES.versaoNotFound);
        const data = await contextoOf(app.db, idInstituicao, especialista);
        return { success: true, message: `Versão ${idVersao} restaurada como versão ${restored}.`, data };
      },
    }),
  );
};

export default contextoRoutes;
