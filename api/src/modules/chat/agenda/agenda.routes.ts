import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  adiarChatInputSchema,
  agendarMensagemInputSchema,
  apiResponseSchema,
  chatSchema,
  idAgendadaParamsSchema,
  idChatParamsSchema,
  mensagemAgendadaSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../../http/define-route';
import { badRequest, conflict, notFound } from '../../../http/http-error';
import { principalOf } from '../../../plugins/auth/auth-plugin';
import { publishMessageChange } from '../chat.events';
import { findChat } from '../chat.queries';
import { adiarChat } from './adiamento.commands';
import { despertar } from './agenda.despertar';
import type { AgendaScheduler } from './agenda.jobs';
import {
  agendarMensagem,
  AGENDA_MESSAGES,
  cancelarAgendada,
  prazoInvalido,
  tentarAgendadaDeNovo,
} from './agendadas.commands';
import { listAgendadas } from './agendadas.queries';

const SCREEN = 'chat';
const NOT_FOUND = 'Conversa não encontrada.';

/** Snooze and scheduled messages of a conversation (ADR 0038). Mounted at /api/chats. */
const agendaRoutes: FastifyPluginAsync<{ scheduler: AgendaScheduler }> = async (app, { scheduler }) => {
  const sink = (log: typeof app.log) => ({ realtime: app.realtime, log });

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idChat/adiamento',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idChatParamsSchema, body: adiarChatInputSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary:
        'Adia a conversa até uma data e hora: ela sai da lista e volta (reaberta) nessa hora ou quando o contato escrever; publica NewMessage e ConversaAtualizada',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { idChat } = request.input.params;
        const ate = new Date(request.input.body.ate);
        const invalido = prazoInvalido(ate, new Date());
        if (invalido) throw badRequest(invalido, 'ate');
        const outcome = await app.db.transaction((tx) => adiarChat(tx, idInstituicao, idChat, ate, idUsuario));
        if (outcome.kind === 'not-found') throw notFound(NOT_FOUND);
        if (outcome.kind === 'changed') await publishMessageChange(sink(request.log), outcome.chat, outcome.nota);
        await scheduler.agendar({ tipo: 'despertar', idInstituicao, idChat }, ate);
        return { success: true, message: 'Conversa adiada.', data: outcome.chat };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idChat/adiamento',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idChatParamsSchema },
      response: { 200: apiResponseSchema(chatSchema) },
      summary: 'Traz de volta agora uma conversa adiada; publica NewMessage e ConversaAtualizada',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { idChat } = request.input.params;
        await despertar({ db: app.db, sink: sink(request.log) }, idInstituicao, idChat, { por: 'usuario', idUsuario });
        const chat = await findChat(app.db, idInstituicao, idChat);
        if (!chat) throw notFound(NOT_FOUND);
        return { success: true, message: 'A conversa voltou para a lista.', data: chat };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idChat/agendadas',
      access: { screen: SCREEN, letter: 'R' },
      input: { params: idChatParamsSchema },
      response: { 200: apiResponseSchema(v.array(mensagemAgendadaSchema)) },
      summary: 'As mensagens agendadas da conversa que ainda vão sair, estão saindo ou falharam',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat } = request.input.params;
        if (!(await findChat(app.db, idInstituicao, idChat))) throw notFound(NOT_FOUND);
        const data = await listAgendadas(app.db, idInstituicao, idChat);
        return { success: true, message: `${data.length} mensagens agendadas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/agendadas',
      access: { screen: SCREEN, letter: 'C' },
      input: { params: idChatParamsSchema, body: agendarMensagemInputSchema },
      response: { 201: apiResponseSchema(mensagemAgendadaSchema) },
      summary:
        'Agenda um texto para o contato numa data e hora; sai pelo canal nessa hora, mesmo sem ninguém conectado',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const { idChat } = request.input.params;
        const enviarEm = new Date(request.input.body.enviarEm);
        const invalido = prazoInvalido(enviarEm, new Date());
        if (invalido) throw badRequest(invalido, 'enviarEm');
        const outcome = await app.db.transaction((tx) =>
          agendarMensagem(tx, idInstituicao, idChat, idUsuario, { texto: request.input.body.texto, enviarEm }),
        );
        if (outcome.kind === 'not-found') throw notFound(NOT_FOUND);
        if (outcome.kind === 'muitas') throw conflict(AGENDA_MESSAGES.muitas);
        const { agendada } = outcome;
        await scheduler.agendar({ tipo: 'envio', idInstituicao, idAgendada: agendada.idAgendada }, enviarEm);
        reply.code(201);
        return { success: true, message: 'Mensagem agendada.', data: agendada };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idChat/agendadas/:idAgendada',
      access: { screen: SCREEN, letter: 'C' },
      input: { params: idAgendadaParamsSchema },
      response: { 200: apiResponseSchema(mensagemAgendadaSchema) },
      summary: 'Cancela uma mensagem agendada que ainda não saiu',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat, idAgendada } = request.input.params;
        const outcome = await app.db.transaction((tx) => cancelarAgendada(tx, idInstituicao, idChat, idAgendada));
        if (outcome.kind === 'not-found') throw notFound(AGENDA_MESSAGES.notFound);
        if (outcome.kind === 'recusada') throw conflict(outcome.message);
        return { success: true, message: 'Envio cancelado.', data: outcome.agendada };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/agendadas/:idAgendada/tentar-de-novo',
      access: { screen: SCREEN, letter: 'C' },
      input: { params: idAgendadaParamsSchema },
      response: { 200: apiResponseSchema(mensagemAgendadaSchema) },
      summary: 'Tenta de novo, agora, uma mensagem agendada que falhou (a mesma linha do histórico)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idChat, idAgendada } = request.input.params;
        const outcome = await app.db.transaction((tx) => tentarAgendadaDeNovo(tx, idInstituicao, idChat, idAgendada));
        if (outcome.kind === 'not-found') throw notFound(AGENDA_MESSAGES.notFound);
        if (outcome.kind === 'recusada') throw conflict(outcome.message);
        await scheduler.agendar({ tipo: 'envio', idInstituicao, idAgendada }, new Date());
        return { success: true, message: 'A mensagem vai sair de novo em instantes.', data: outcome.agendada };
      },
    }),
  );
};

export default agendaRoutes;
