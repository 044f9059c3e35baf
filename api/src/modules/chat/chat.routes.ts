import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  alterarResponsavelInputSchema,
  alterarStatusChatInputSchema,
  apiResponseSchema,
  CHAT_STATUS_LABELS,
  chatSchema,
  chatsPageSchema,
  enviarMensagemInputSchema,
  idChatParamsSchema,
  listarChatsQuerySchema,
  listarMensagensQuerySchema,
  mensagemSchema,
  mensagensPageSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { ChannelRegistry } from '../canais/channel-registry';
import { CANAIS_MESSAGES } from '../canais/canais.messages';
import { distribuirFilas } from '../filas/atribuicao-automatica';
import { pedirAvaliacao } from '../relatorios/avaliacao.commands';
import { sendReadReceipts } from './chat-leitura.commands';
import { assignChat, changeChatStatus, deleteChat, markChatRead, sendMensagem } from './chat.commands';
import {
  publishChatDeleted,
  publishChatStatusChanged,
  publishConversaAtualizada,
  publishMessageChange,
} from './chat.events';
import { findChat, InvalidCursorError, listChats, listMensagens } from './chat.queries';

export const CHAT_MESSAGES = {
  notFound: 'Conversa não encontrada.',
  invalidUser: 'Usuário responsável não encontrado nesta instituição.',
  citadaInvalida:
    'Esta mensagem não pode ser respondida: ela não chegou ao WhatsApp (nota interna, envio que falhou ou mensagem apagada). Escreva sem citar.',
} as const;

const SCREEN = 'chat';
const read = { screen: SCREEN, letter: 'R' } as const;
const update = { screen: SCREEN, letter: 'U' } as const;

const asBadRequest = (error: unknown) => {
  throw error instanceof InvalidCursorError ? badRequest(error.message, 'cursor') : error;
};

/** Conversations with contacts (Chat screen). Mounted at /api/chats. */
const chatRoutes: FastifyPluginAsync<{ registry: ChannelRegistry }> = async (app, { registry }) => {
  const sink = (request: FastifyRequest) => ({ realtime: app.realtime, log: request.log });

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: read,
      input: { query: listarChatsQuerySchema },
      // The search reads every message's text; the plain list is a cheap indexed page.
      rateLimit: { class: 'heavy', when: (input) => Boolean(input.query.q) },
      response: { 200: apiResponseSchema(chatsPageSchema) },
      summary:
        'Lista as conversas (status, minhas, fila, etiqueta, responsável, canal, não lidas, esperando, adiadas, busca por nome/telefone/texto), por cursor',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { status, minhas, fila, q, cursor, limit, etiqueta, responsavel, canal, naoLidas, esperando, adiadas } =
          request.input.query;
        const data = await listChats(
          app.db,
          idInstituicao,
          {
            status,
            idResponsavel: minhas ? idUsuario : undefined,
            q: q || undefined,
            fila: fila === 'minhas' ? { minhasDe: idUsuario } : typeof fila === 'number' ? { idFila: fila } : fila,
            agenda: {
              idEtiqueta: etiqueta,
              responsavel,
              idCanal: canal,
              naoLidas,
              esperandoMinutos: esperando,
              // Snoozed conversations are out of the list (ADR 0038), unless asked for or searched.
              adiadas: adiadas ? true : q ? undefined : false,
            },
          },
          { cursor, limit },
        ).catch(asBadRequest);
        return { success: true, message: `${data.items.length} conversas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idChat',
      access: read,
      input: { params: idChatParamsSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary: 'Uma conversa: contato, status, responsável, não lidas e última mensagem',
      async handler(request) {
        const data = await findChat(app.db, principalOf(request).idInstituicao, request.input.params.idChat);
        if (!data) throw notFound(CHAT_MESSAGES.notFound);
        return { success: true, message: `Conversa com ${data.contato.nome}.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idChat/mensagens',
      access: read,
      input: { params: idChatParamsSchema, query: listarMensagensQuerySchema },
      response: { 200: apiResponseSchema(mensagensPageSchema) },
      summary: 'O histórico da conversa, das mais novas para as mais antigas, por cursor',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat } = request.input.params;
        const chat = await findChat(app.db, idInstituicao, idChat);
        if (!chat) throw notFound(CHAT_MESSAGES.notFound);
        const data = await listMensagens(app.db, idInstituicao, idChat, request.input.query).catch(asBadRequest);
        return { success: true, message: `${data.items.length} mensagens.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/mensagens',
      access: { screen: SCREEN, letter: 'C' },
      input: { params: idChatParamsSchema, body: enviarMensagemInputSchema },
      response: { 201: apiResponseSchema(mensagemSchema) },
      summary:
        'Envia um texto ao contato pelo canal da conversa (citando idCitada, se dado); publica NewMessage e ConversaAtualizada',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const outcome = await sendMensagem(
          { db: app.db, registry, sink: sink(request) },
          idInstituicao,
          request.input.params.idChat,
          idUsuario,
          request.input.body,
        );
        if (outcome.kind === 'not-found') throw notFound(CHAT_MESSAGES.notFound);
        if (outcome.kind === 'disconnected') throw conflict(CANAIS_MESSAGES.disconnected);
        if (outcome.kind === 'citada-invalida') throw badRequest(CHAT_MESSAGES.citadaInvalida, 'idCitada');
        reply.code(201);
        const message = outcome.erro ? `Não foi possível enviar: ${outcome.erro}` : 'Mensagem enviada.';
        return { success: true, message, data: outcome.mensagem };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/status',
      access: update,
      input: { params: idChatParamsSchema, body: alterarStatusChatInputSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary: 'Muda o status da conversa (aberta, pendente, resolvida); publica ChatStatusChanged',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat } = request.input.params;
        const outcome = await app.db.transaction((tx) =>
          changeChatStatus(tx, idInstituicao, idChat, request.input.body.status),
        );
        if (outcome.kind === 'not-found') throw notFound(CHAT_MESSAGES.notFound);
        if (outcome.from !== outcome.chat.status) {
          await publishChatStatusChanged(sink(request), outcome.chat);
          await publishConversaAtualizada(sink(request), outcome.chat);
          // A resolved conversation frees its holder's slot in the queue (ADR 0037).
          await distribuirFilas({ db: app.db, sink: sink(request) }, idInstituicao, [outcome.chat.fila?.idFila]);
        }
        // Resolved: the queue's satisfaction survey (ADR 0039); a failure never undoes the resolution.
        if (outcome.from !== 'resolvida' && outcome.chat.status === 'resolvida')
          await pedirAvaliacao({ db: app.db, registry, sink: sink(request) }, idInstituicao, idChat).catch(
            (error: unknown) => request.log.error({ err: error, idChat }, 'avaliação: falha ao perguntar a nota'),
          );
        return {
          success: true,
          message: `Conversa ${CHAT_STATUS_LABELS[outcome.chat.status].toLowerCase()}.`,
          data: outcome.chat,
        };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/responsavel',
      access: update,
      input: { params: idChatParamsSchema, body: alterarResponsavelInputSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary:
        'Atribui a conversa a um usuário da instituição (ou a ninguém), com uma nota interna no histórico; publica NewMessage e ConversaAtualizada',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const outcome = await app.db.transaction((tx) =>
          assignChat(tx, idInstituicao, request.input.params.idChat, request.input.body.idUsuario, idUsuario),
        );
        if (outcome.kind === 'not-found') throw notFound(CHAT_MESSAGES.notFound);
        if (outcome.kind === 'invalid-user') throw badRequest(CHAT_MESSAGES.invalidUser, 'idUsuario');
        // The history note to the open conversation, the conversation to the lists.
        if (outcome.nota) await publishMessageChange(sink(request), outcome.chat, outcome.nota);
        else await publishConversaAtualizada(sink(request), outcome.chat);
        // The previous holder's slot is free, or the conversation waits again (ADR 0037).
        if (outcome.nota)
          await distribuirFilas({ db: app.db, sink: sink(request) }, idInstituicao, [outcome.chat.fila?.idFila]);
        const message = outcome.chat.responsavel
          ? `Conversa atribuída a ${outcome.chat.responsavel.nome}.`
          : 'Conversa sem responsável.';
        return { success: true, message, data: outcome.chat };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/lida',
      access: update,
      input: { params: idChatParamsSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary:
        'Marca a conversa como lida (zera as não lidas) e confirma a leitura no WhatsApp das mensagens do contato que ainda não tiveram confirmação; publica ConversaAtualizada',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat } = request.input.params;
        const outcome = await markChatRead(app.db, idInstituicao, idChat);
        if (outcome.kind === 'not-found') throw notFound(CHAT_MESSAGES.notFound);
        if (outcome.changed) await publishConversaAtualizada(sink(request), outcome.chat);
        // Staff opened it: the contact's phone shows the blue ticks (a failure is logged, never answered).
        await sendReadReceipts({ db: app.db, registry, log: request.log }, idInstituicao, idChat);
        return { success: true, message: 'Conversa lida.', data: outcome.chat };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idChat',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idChatParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui a conversa e as mensagens (o contato continua); publica ChatDeleted',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat } = request.input.params;
        if (!(await deleteChat(app.db, idInstituicao, idChat))) throw notFound(CHAT_MESSAGES.notFound);
        await publishChatDeleted(sink(request), idInstituicao, idChat);
        return { success: true, message: 'Conversa excluída.' };
      },
    }),
  );
};

export default chatRoutes;
