import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  apiResponseSchema,
  editarMensagemInputSchema,
  idMensagemParamsSchema,
  mensagemSchema,
  reagirInputSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { CANAIS_MESSAGES } from '../canais/canais.messages';
import type { ChannelRegistry } from '../canais/channel-registry';
import { apagarParaTodos, edicao } from './chat-edicao.commands';
import { reacao } from './chat-reacao.commands';
import { alterarMensagem, type Change } from './outbound-change';

/*
 * What staff do to one message already on WhatsApp besides answering it (issue #26, ADR 0027):
 * react, edit, delete for everyone. Each reaches the contact's phone (letter C, like a send).
 * Mounted at /api/chats with the conversation's other routes.
 */

export const CHAT_ACOES_MESSAGES = {
  mensagemNotFound: 'Mensagem não encontrada nesta conversa.',
  naoAlteravel:
    'Esta mensagem não chegou ao WhatsApp (nota interna, envio que falhou ou mensagem apagada): não dá para alterá-la.',
  falhou: (acao: string, erro: string) => `Não foi possível ${acao}: ${erro}`,
} as const;

const access = { screen: 'chat', letter: 'C' } as const;

const chatAcoesRoutes: FastifyPluginAsync<{ registry: ChannelRegistry }> = async (app, { registry }) => {
  /** Runs the change and answers the message, or the refusal in pt-BR (`acao`: what failed, for the gateway's reason). */
  async function run(
    request: FastifyRequest,
    params: { idChat: number; idMensagem: number },
    change: Change,
    acao: string,
  ) {
    const deps = { db: app.db, registry, sink: { realtime: app.realtime, log: request.log } };
    const { idInstituicao } = principalOf(request);
    const outcome = await alterarMensagem(deps, idInstituicao, params.idChat, params.idMensagem, change);
    if (outcome.kind === 'not-found') throw notFound(CHAT_ACOES_MESSAGES.mensagemNotFound);
    if (outcome.kind === 'nao-alteravel') throw badRequest(CHAT_ACOES_MESSAGES.naoAlteravel);
    if (outcome.kind === 'recusada') throw badRequest(outcome.motivo);
    if (outcome.kind === 'disconnected') throw conflict(CANAIS_MESSAGES.disconnected);
    if (outcome.kind === 'falhou') throw conflict(CHAT_ACOES_MESSAGES.falhou(acao, outcome.erro));
    return outcome.mensagem;
  }

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/mensagens/:idMensagem/reacao',
      access,
      input: { params: idMensagemParamsSchema, body: reagirInputSchema },
      response: { 200: apiResponseSchema(mensagemSchema) },
      summary:
        'Reage a uma mensagem no WhatsApp (vazio tira a reação); não é mensagem nova; publica MensagemAtualizada',
      async handler(request) {
        const { emoji } = request.input.body;
        const data = await run(request, request.input.params, reacao(emoji), 'reagir');
        return { success: true, message: emoji ? `Reação ${emoji} enviada.` : 'Reação retirada.', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/mensagens/:idMensagem',
      access,
      input: { params: idMensagemParamsSchema, body: editarMensagemInputSchema },
      response: { 200: apiResponseSchema(mensagemSchema) },
      summary:
        'Edita o texto de uma mensagem da equipe no WhatsApp (até 15 minutos após o envio); publica MensagemAtualizada',
      async handler(request) {
        const data = await run(request, request.input.params, edicao(request.input.body.texto, new Date()), 'editar');
        return { success: true, message: 'Mensagem editada.', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idChat/mensagens/:idMensagem',
      access,
      input: { params: idMensagemParamsSchema },
      response: { 200: apiResponseSchema(mensagemSchema) },
      summary:
        'Apaga para todos uma mensagem da equipe no WhatsApp (o contato vê "Mensagem apagada"; a equipe ainda vê o texto); publica MensagemAtualizada',
      async handler(request) {
        const data = await run(request, request.input.params, apagarParaTodos(new Date()), 'apagar para todos');
        return { success: true, message: 'Mensagem apagada para todos.', data };
      },
    }),
  );
};

export default chatAcoesRoutes;
