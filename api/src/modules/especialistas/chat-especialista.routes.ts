import type { FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  atribuirEspecialistaInputSchema,
  chatSchema,
  idChatParamsSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { setChatEspecialista } from '../chat/chat-handoff.commands';
import { publishConversaAtualizada } from '../chat/chat.events';
import { CHAT_MESSAGES } from '../chat/chat.routes';
import { ESPECIALISTAS_MESSAGES as MESSAGES } from './especialistas.messages';
import { findEspecialista } from './especialistas.repository';

/**
 * Giving a conversation to a specialist from the chat screen (or taking it back with null).
 * Mounted at /api/chats: the chat screen's letters decide, as for the assignee.
 */
const chatEspecialistaRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/especialista',
      access: { screen: 'chat', letter: 'U' },
      input: { params: idChatParamsSchema, body: atribuirEspecialistaInputSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary: 'Entrega a conversa a um especialista de IA ativo (ou devolve à equipe); publica ConversaAtualizada',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idEspecialista } = request.input.body;
        const especialista =
          idEspecialista === null ? null : await findEspecialista(app.db, idInstituicao, idEspecialista);
        if (idEspecialista !== null && !especialista) throw badRequest(MESSAGES.notFound, 'idEspecialista');
        if (especialista && !especialista.ativo) throw badRequest(MESSAGES.inativo, 'idEspecialista');
        const chat = await setChatEspecialista(app.db, idInstituicao, request.input.params.idChat, idEspecialista);
        if (!chat) throw notFound(CHAT_MESSAGES.notFound);
        await publishConversaAtualizada({ realtime: app.realtime, log: request.log }, chat);
        const message = chat.especialista
          ? `Conversa entregue ao especialista ${chat.especialista.nome}.`
          : 'Conversa devolvida à equipe.';
        return { success: true, message, data: chat };
      },
    }),
  );
};

export default chatEspecialistaRoutes;
