import type { FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  idMensagemParamsSchema,
  mensagemSchema,
  reagirInputSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { CANAIS_MESSAGES } from '../canais/canais.messages';
import type { ChannelRegistry } from '../canais/channel-registry';
import { reagir } from './chat-reacao.commands';

/*
 * What staff do to one message on WhatsApp besides answering it (issue #26, ADR 0027): react.
 * Mounted at /api/chats with the conversation's other routes.
 */

export const CHAT_ACOES_MESSAGES = {
  mensagemNotFound: 'Mensagem não encontrada nesta conversa.',
  naoReagivel:
    'Esta mensagem não chegou ao WhatsApp (nota interna, envio que falhou ou mensagem apagada): não dá para reagir a ela.',
  falhou: (erro: string) => `Não foi possível reagir: ${erro}`,
} as const;

const SCREEN = 'chat';

const chatAcoesRoutes: FastifyPluginAsync<{ registry: ChannelRegistry }> = async (app, { registry }) => {
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/mensagens/:idMensagem/reacao',
      // Like a send: it reaches the contact's phone.
      access: { screen: SCREEN, letter: 'C' },
      input: { params: idMensagemParamsSchema, body: reagirInputSchema },
      response: { 200: apiResponseSchema(mensagemSchema) },
      summary:
        'Reage a uma mensagem no WhatsApp (vazio tira a reação); não é mensagem nova; publica MensagemAtualizada',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat, idMensagem } = request.input.params;
        const { emoji } = request.input.body;
        const deps = { db: app.db, registry, sink: { realtime: app.realtime, log: request.log } };
        const outcome = await reagir(deps, idInstituicao, idChat, idMensagem, emoji);
        if (outcome.kind === 'not-found') throw notFound(CHAT_ACOES_MESSAGES.mensagemNotFound);
        if (outcome.kind === 'nao-reagivel') throw badRequest(CHAT_ACOES_MESSAGES.naoReagivel);
        if (outcome.kind === 'disconnected') throw conflict(CANAIS_MESSAGES.disconnected);
        if (outcome.kind === 'falhou') throw conflict(CHAT_ACOES_MESSAGES.falhou(outcome.erro));
        return {
          success: true,
          message: emoji ? `Reação ${emoji} enviada.` : 'Reação retirada.',
          data: outcome.mensagem,
        };
      },
    }),
  );
};

export default chatAcoesRoutes;
