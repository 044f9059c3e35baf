import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  abrirConversaInputSchema,
  apiResponseSchema,
  chatContatoSchema,
  chatSchema,
  criarNotaInputSchema,
  enviarConteudoInputSchema,
  idChatParamsSchema,
  idMensagemParamsSchema,
  mensagemSchema,
  responsavelSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { ChannelRegistry } from '../canais/channel-registry';
import { CANAIS_MESSAGES } from '../canais/canais.messages';
import { abrirConversaDoCartao } from './chat-cartao.commands';
import { addNota, resendMensagem, sendConteudo } from './chat-compose.commands';
import { findChatContato, listResponsaveis } from './chat-people.queries';
import { publishMessageChange, publishNewChatCreated } from './chat.events';
import { CHAT_MESSAGES } from './chat.routes';

export const CHAT_DETAILS_MESSAGES = {
  messageNotFound: 'Mensagem não encontrada nesta conversa.',
  notFailed: 'Só uma mensagem que falhou pode ser reenviada.',
  telefoneNaoSuportado: 'Telefone inválido: informe DDD e número (por enquanto, só números do Brasil).',
} as const;

const SCREEN = 'chat';
const read = { screen: SCREEN, letter: 'R' } as const;
const create = { screen: SCREEN, letter: 'C' } as const;

/**
 * Around a conversation (Chat screen): its contact, the colleagues it can go to, internal notes,
 * a location or contact card sent, and sending again what failed. Mounted at /api/chats next to chat.routes.ts.
 */
const chatDetailsRoutes: FastifyPluginAsync<{ registry: ChannelRegistry }> = async (app, { registry }) => {
  const sink = (request: FastifyRequest) => ({ realtime: app.realtime, log: request.log });

  app.route(
    defineRoute({
      method: 'GET',
      url: '/responsaveis',
      access: read,
      response: { 200: apiResponseSchema(v.array(responsavelSchema)) },
      summary: 'Os usuários ativos da instituição a quem uma conversa pode ser atribuída',
      async handler(request) {
        const data = await listResponsaveis(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} usuários.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idChat/contato',
      access: read,
      input: { params: idChatParamsSchema },
      response: { 200: apiResponseSchema(chatContatoSchema) },
      summary: 'O contato da conversa (painel do contato)',
      async handler(request) {
        const data = await findChatContato(app.db, principalOf(request).idInstituicao, request.input.params.idChat);
        if (!data) throw notFound(CHAT_MESSAGES.notFound);
        return { success: true, message: data.nome, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/notas',
      access: create,
      input: { params: idChatParamsSchema, body: criarNotaInputSchema },
      response: { 201: apiResponseSchema(mensagemSchema) },
      summary: 'Nota interna na conversa: só a equipe vê, nunca vai ao contato; publica NewMessage',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const outcome = await addNota(
          app.db,
          idInstituicao,
          request.input.params.idChat,
          idUsuario,
          request.input.body.texto,
        );
        if (outcome.kind === 'not-found') throw notFound(CHAT_MESSAGES.notFound);
        await publishMessageChange(sink(request), outcome.chat, outcome.mensagem);
        reply.code(201);
        return { success: true, message: 'Nota adicionada (só a equipe vê).', data: outcome.mensagem };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/mensagens/:idMensagem/reenviar',
      access: create,
      input: { params: idMensagemParamsSchema },
      response: { 200: apiResponseSchema(mensagemSchema) },
      summary: 'Reenvia uma mensagem que falhou; publica NewMessage com o novo status',
      async handler(request) {
        const { idChat, idMensagem } = request.input.params;
        const outcome = await resendMensagem(
          { db: app.db, registry, sink: sink(request) },
          principalOf(request).idInstituicao,
          idChat,
          idMensagem,
        );
        if (outcome.kind === 'not-found') throw notFound(CHAT_DETAILS_MESSAGES.messageNotFound);
        if (outcome.kind === 'not-failed') throw conflict(CHAT_DETAILS_MESSAGES.notFailed);
        if (outcome.kind === 'disconnected') throw conflict(CANAIS_MESSAGES.disconnected);
        const message = outcome.erro ? `Não foi possível reenviar: ${outcome.erro}` : 'Mensagem reenviada.';
        return { success: true, message, data: outcome.mensagem };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/conteudos',
      access: create,
      input: { params: idChatParamsSchema, body: enviarConteudoInputSchema },
      response: { 201: apiResponseSchema(mensagemSchema) },
      summary:
        'Envia ao contato uma localização (sendLocation) ou um cartão de contato (sendContact); publica NewMessage e ConversaAtualizada',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { body } = request.input;
        const outcome = await sendConteudo(
          { db: app.db, registry, sink: sink(request) },
          idInstituicao,
          request.input.params.idChat,
          idUsuario,
          body,
        );
        if (outcome.kind === 'not-found') throw notFound(CHAT_MESSAGES.notFound);
        if (outcome.kind === 'disconnected') throw conflict(CANAIS_MESSAGES.disconnected);
        reply.code(201);
        const enviado = body.tipo === 'localizacao' ? 'Localização enviada.' : 'Contato enviado.';
        const message = outcome.erro ? `Não foi possível enviar: ${outcome.erro}` : enviado;
        return { success: true, message, data: outcome.mensagem };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/conversa-com',
      access: create,
      input: { params: idChatParamsSchema, body: abrirConversaInputSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary:
        'Abre (ou encontra) a conversa com a pessoa de um cartão de contato, no mesmo canal, cadastrando o contato se preciso; publica NewChatCreated quando nova',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const outcome = await abrirConversaDoCartao(
          app.db,
          idInstituicao,
          request.input.params.idChat,
          request.input.body,
        );
        if (outcome.kind === 'not-found') throw notFound(CHAT_MESSAGES.notFound);
        if (outcome.kind === 'telefone-nao-suportado')
          throw badRequest(CHAT_DETAILS_MESSAGES.telefoneNaoSuportado, 'telefone');
        if (outcome.criada) await publishNewChatCreated(sink(request), outcome.chat);
        const message = outcome.criada ? 'Conversa aberta.' : 'Esta pessoa já tem uma conversa neste canal.';
        return { success: true, message, data: outcome.chat };
      },
    }),
  );
};

export default chatDetailsRoutes;
