import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  apiResponseSchema,
  chatsFixadosSchema,
  criarVisaoInputSchema,
  FIXADAS_MAX,
  idChatParamsSchema,
  idVisaoParamsSchema,
  visaoSchema,
  VISOES_MAX,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../../http/define-route';
import { conflict, notFound } from '../../../http/http-error';
import { principalOf } from '../../../plugins/auth/auth-plugin';
import { criarVisao, excluirVisao, fixarChat, listFixadas, listVisoes } from './visoes.repository';

export const VISAO_MESSAGES = {
  chatNotFound: 'Conversa não encontrada.',
  notFound: 'Visão não encontrada.',
  duplicada: 'Você já tem uma visão com esse nome.',
  muitas: `Você já tem ${VISOES_MAX} visões salvas: exclua alguma antes.`,
  fixadas: `Você já fixou ${FIXADAS_MAX} conversas: desafixe alguma antes.`,
} as const;

const read = { screen: 'chat', letter: 'R' } as const;

/** The user's own pins and saved views of the list (ADR 0038): reading the Chat is enough. Mounted at /api/chats. */
const visoesRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/fixadas',
      access: read,
      response: { 200: apiResponseSchema(chatsFixadosSchema) },
      summary: 'As conversas que o usuário fixou no topo da sua lista',
      async handler(request) {
        const idsChat = await listFixadas(app.db, principalOf(request).idUsuario);
        return { success: true, message: `${idsChat.length} conversas fixadas.`, data: { idsChat } };
      },
    }),
  );

  for (const [method, fixar] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route(
      defineRoute({
        method,
        url: '/:idChat/fixada',
        access: read,
        input: { params: idChatParamsSchema },
        response: { 200: apiResponseSchema(chatsFixadosSchema) },
        summary: fixar ? 'Fixa a conversa no topo da lista do usuário' : 'Desafixa a conversa da lista do usuário',
        async handler(request) {
          const principal = principalOf(request);
          const outcome = await app.db.transaction((tx) =>
            fixarChat(tx, principal, request.input.params.idChat, fixar),
          );
          if (outcome === 'not-found') throw notFound(VISAO_MESSAGES.chatNotFound);
          if (outcome === 'muitas') throw conflict(VISAO_MESSAGES.fixadas);
          const idsChat = await listFixadas(app.db, principal.idUsuario);
          return { success: true, message: fixar ? 'Conversa fixada.' : 'Conversa desafixada.', data: { idsChat } };
        },
      }),
    );
  }

  app.route(
    defineRoute({
      method: 'GET',
      url: '/visoes',
      access: read,
      response: { 200: apiResponseSchema(v.array(visaoSchema)) },
      summary: 'As visões salvas do usuário (filtros da lista com nome)',
      async handler(request) {
        const data = await listVisoes(app.db, principalOf(request).idUsuario);
        return { success: true, message: `${data.length} visões.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/visoes',
      access: read,
      input: { body: criarVisaoInputSchema },
      response: { 201: apiResponseSchema(visaoSchema) },
      summary: 'Salva os filtros da lista com um nome, nas visões do usuário',
      async handler(request, reply) {
        const outcome = await app.db.transaction((tx) => criarVisao(tx, principalOf(request), request.input.body));
        if (outcome.kind === 'duplicada') throw conflict(VISAO_MESSAGES.duplicada);
        if (outcome.kind === 'muitas') throw conflict(VISAO_MESSAGES.muitas);
        reply.code(201);
        return { success: true, message: `Visão ${outcome.visao.nome} salva.`, data: outcome.visao };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/visoes/:idVisao',
      access: read,
      input: { params: idVisaoParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui uma visão salva do usuário',
      async handler(request) {
        if (!(await excluirVisao(app.db, principalOf(request).idUsuario, request.input.params.idVisao)))
          throw notFound(VISAO_MESSAGES.notFound);
        return { success: true, message: 'Visão excluída.' };
      },
    }),
  );
};

export default visoesRoutes;
