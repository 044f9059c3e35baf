import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  alterarEtiquetasChatInputSchema,
  apiResponseSchema,
  chatSchema,
  criarEtiquetaInputSchema,
  etiquetaSchema,
  ETIQUETAS_MAX,
  idChatParamsSchema,
  idEtiquetaParamsSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../../http/define-route';
import { badRequest, conflict, notFound } from '../../../http/http-error';
import { principalOf } from '../../../plugins/auth/auth-plugin';
import { publishConversaAtualizada } from '../chat.events';
import { findChat } from '../chat.queries';
import {
  chatsComEtiqueta,
  criarEtiqueta,
  definirEtiquetasDoChat,
  excluirEtiqueta,
  listEtiquetas,
} from './etiquetas.repository';

export const ETIQUETA_MESSAGES = {
  notFound: 'Etiqueta não encontrada.',
  chatNotFound: 'Conversa não encontrada.',
  duplicada: 'Já existe uma etiqueta com esse nome.',
  muitas: `A instituição já tem ${ETIQUETAS_MAX} etiquetas: exclua alguma antes.`,
  invalida: 'Etiqueta não encontrada nesta instituição.',
} as const;

const SCREEN = 'chat';

/** Labels of conversations (ADR 0038). Mounted at /api/chats. */
const etiquetasRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/etiquetas',
      access: { screen: SCREEN, letter: 'R' },
      response: { 200: apiResponseSchema(v.array(etiquetaSchema)) },
      summary: 'As etiquetas de conversa da instituição',
      async handler(request) {
        const data = await listEtiquetas(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} etiquetas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/etiquetas',
      access: { screen: SCREEN, letter: 'U' },
      input: { body: criarEtiquetaInputSchema },
      response: { 201: apiResponseSchema(etiquetaSchema) },
      summary: 'Cria uma etiqueta de conversa (nome único na instituição, uma das cores oferecidas)',
      async handler(request, reply) {
        const { idInstituicao } = principalOf(request);
        const outcome = await app.db.transaction((tx) => criarEtiqueta(tx, idInstituicao, request.input.body));
        if (outcome.kind === 'duplicada') throw conflict(ETIQUETA_MESSAGES.duplicada);
        if (outcome.kind === 'muitas') throw conflict(ETIQUETA_MESSAGES.muitas);
        reply.code(201);
        return { success: true, message: `Etiqueta ${outcome.etiqueta.nome} criada.`, data: outcome.etiqueta };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/etiquetas/:idEtiqueta',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idEtiquetaParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui a etiqueta e a tira de todas as conversas; publica ConversaAtualizada de cada uma',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idEtiqueta } = request.input.params;
        const chats = await chatsComEtiqueta(app.db, idEtiqueta);
        if (!(await excluirEtiqueta(app.db, idInstituicao, idEtiqueta))) throw notFound(ETIQUETA_MESSAGES.notFound);
        for (const idChat of chats) {
          const chat = await findChat(app.db, idInstituicao, idChat);
          if (chat) await publishConversaAtualizada({ realtime: app.realtime, log: request.log }, chat);
        }
        return { success: true, message: 'Etiqueta excluída.' };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/etiquetas',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idChatParamsSchema, body: alterarEtiquetasChatInputSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary: 'Define as etiquetas da conversa (todas de uma vez); publica ConversaAtualizada',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat } = request.input.params;
        const outcome = await app.db.transaction((tx) =>
          definirEtiquetasDoChat(tx, idInstituicao, idChat, request.input.body.idsEtiqueta),
        );
        if (outcome === 'not-found') throw notFound(ETIQUETA_MESSAGES.chatNotFound);
        if (outcome === 'invalid') throw badRequest(ETIQUETA_MESSAGES.invalida, 'idsEtiqueta');
        const chat = await findChat(app.db, idInstituicao, idChat);
        if (!chat) throw notFound(ETIQUETA_MESSAGES.chatNotFound);
        await publishConversaAtualizada({ realtime: app.realtime, log: request.log }, chat);
        return { success: true, message: 'Etiquetas da conversa atualizadas.', data: chat };
      },
    }),
  );
};

export default etiquetasRoutes;
