import type { FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  chatSchema,
  filasDoChatSchema,
  idChatParamsSchema,
  transferirChatInputSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { publishMessageChange } from '../chat/chat.events';
import { distribuirFilas } from './atribuicao-automatica';
import { listFilasDoChat } from './filas.repository';
import { transferChat } from './transferencia.commands';

export const TRANSFERENCIA_MESSAGES = {
  notFound: 'Conversa não encontrada.',
  idUsuario: 'Usuário não encontrado entre os ativos da instituição.',
  idFila: 'Fila não encontrada.',
  unchanged: (para: string) => `A conversa já está com ${para}.`,
} as const;

const SCREEN = 'chat';

/** The queues as the Chat screen uses them, and transfers. Mounted at /api/chats. */
const chatFilasRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/filas',
      access: { screen: SCREEN, letter: 'R' },
      response: { 200: apiResponseSchema(filasDoChatSchema) },
      summary: 'As filas da instituição para filtrar e transferir conversas (minha: o usuário é membro)',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const data = await listFilasDoChat(app.db, idInstituicao, idUsuario);
        return { success: true, message: `${data.length} filas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/transferencia',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idChatParamsSchema, body: transferirChatInputSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary:
        'Transfere a conversa a uma pessoa ou a uma fila, com uma nota que só a equipe vê (no histórico); publica NewMessage e ConversaAtualizada',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { idUsuario: paraUsuario, idFila, nota } = request.input.body;
        const alvo = paraUsuario != null ? { idUsuario: paraUsuario } : { idFila: idFila ?? 0 };
        const outcome = await app.db.transaction((tx) =>
          transferChat(tx, idInstituicao, request.input.params.idChat, { idUsuario }, alvo, nota),
        );
        if (outcome.kind === 'not-found') throw notFound(TRANSFERENCIA_MESSAGES.notFound);
        if (outcome.kind === 'invalid-target') throw badRequest(TRANSFERENCIA_MESSAGES[outcome.campo], outcome.campo);
        if (outcome.kind === 'unchanged') throw conflict(TRANSFERENCIA_MESSAGES.unchanged(outcome.para));
        const sink = { realtime: app.realtime, log: request.log };
        await publishMessageChange(sink, outcome.chat, outcome.nota);
        // To a queue: its next member with room; either way the previous holder's slot is free (ADR 0037).
        await distribuirFilas({ db: app.db, sink }, idInstituicao, [outcome.chat.fila?.idFila, outcome.filaAnterior]);
        return { success: true, message: `Conversa transferida para ${outcome.para}.`, data: outcome.chat };
      },
    }),
  );
};

export default chatFilasRoutes;
