import type { FastifyPluginAsync } from 'fastify';
import { apiResponseSchema, chatsAguardandoSchema } from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { listChatsAguardando } from './chat-avisos.queries';

/**
 * The notices that follow staff across the app (issue #27, ADR 0028): the conversations waiting for
 * the caller, asked once per page load and after a hub reconnect. Mounted at /api/chats; a
 * separate route from the server menu (the menu module stays the seed's shape).
 */
const chatAvisosRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/nao-lidas',
      access: { screen: 'chat', letter: 'R' },
      response: { 200: apiResponseSchema(chatsAguardandoSchema) },
      summary: 'As conversas que aguardam o usuário (atribuídas a ele ou sem responsável) com mensagens não lidas',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const data = await listChatsAguardando(app.db, idInstituicao, idUsuario);
        return { success: true, message: `${data.idsChat.length} conversas aguardando.`, data };
      },
    }),
  );
};

export default chatAvisosRoutes;
