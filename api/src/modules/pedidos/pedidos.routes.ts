import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  alterarStatusInputSchema,
  apiResponseSchema,
  canTransition,
  catalogoItemSchema,
  idParamsSchema,
  listarPedidosQuerySchema,
  PEDIDO_STATUS_LABELS,
  pedidoInputSchema,
  pedidoSchema,
  pedidosPageSchema,
  transitionErrorMessage,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { pageWindow } from '../../http/pagination';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { listCatalogoAtivo } from '../produtos/produtos.repository';
import { changeStatus, createPedido, InvalidItemsError, updatePedido } from './pedidos.commands';
import { publishNovoPedido, publishPedidoAtualizado, publishStatusPedidoAtualizado } from './pedidos.events';
import { findPedido, listPedidos } from './pedidos.queries';

export const PEDIDOS_MESSAGES = {
  notFound: 'Pedido não encontrado.',
  final: (status: keyof typeof PEDIDO_STATUS_LABELS) =>
    `Um pedido "${PEDIDO_STATUS_LABELS[status]}" não pode mais ser editado.`,
  invalidPeriod: 'Período inválido: a data inicial é depois da final.',
} as const;

const SCREEN = 'pedidos';
const read = { screen: SCREEN, letter: 'R' } as const;
const update = { screen: SCREEN, letter: 'U' } as const;

const asBadRequest = (error: unknown) => {
  throw error instanceof InvalidItemsError ? badRequest(error.message) : error;
};

/** Orders of the caller's institution (Pedidos screen). Mounted at /api/pedidos. */
const pedidosRoutes: FastifyPluginAsync = async (app) => {
  const events = (request: FastifyRequest) => ({ realtime: app.realtime, log: request.log });

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: read,
      input: { query: listarPedidosQuerySchema },
      response: { 200: apiResponseSchema(pedidosPageSchema) },
      summary: 'Lista os pedidos (status, período, busca; paginado), com totais por status',
      async handler(request) {
        const { status, de, ate, q, page, pageSize } = request.input.query;
        if (de && ate && de > ate) throw badRequest(PEDIDOS_MESSAGES.invalidPeriod);
        const data = await listPedidos(
          app.db,
          principalOf(request).idInstituicao,
          { status, de, ate, q: q || undefined },
          pageWindow({ page, pageSize }),
        );
        return { success: true, message: `${data.total} pedidos.`, data };
      },
    }),
  );

  // Before '/:id' only for readability: find-my-way prefers the static segment anyway.
  app.route(
    defineRoute({
      method: 'GET',
      url: '/catalogo',
      access: read,
      response: { 200: apiResponseSchema(v.array(catalogoItemSchema)) },
      summary: 'Itens ativos do catálogo, para o formulário de pedido',
      async handler(request) {
        const data = await listCatalogoAtivo(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} itens ativos no catálogo.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:id',
      access: read,
      input: { params: idParamsSchema },
      response: { 200: apiResponseSchema(pedidoSchema) },
      summary: 'Um pedido com o histórico de status',
      async handler(request) {
        const data = await findPedido(app.db, principalOf(request).idInstituicao, request.input.params.id);
        if (!data) throw notFound(PEDIDOS_MESSAGES.notFound);
        return { success: true, message: `Pedido nº ${data.numero}.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/',
      access: { screen: SCREEN, letter: 'C' },
      input: { body: pedidoInputSchema },
      response: { 201: apiResponseSchema(pedidoSchema) },
      summary: 'Cria um pedido (preços do catálogo, total calculado pelo servidor); publica NovoPedido',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const pedido = await app.db
          .transaction((tx) => createPedido(tx, idInstituicao, idUsuario, request.input.body))
          .catch(asBadRequest);
        await publishNovoPedido(events(request), idInstituicao, pedido);
        reply.code(201);
        return { success: true, message: `Pedido nº ${pedido.numero} criado.`, data: pedido };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:id',
      access: update,
      input: { params: idParamsSchema, body: pedidoInputSchema },
      response: { 200: apiResponseSchema(pedidoSchema) },
      summary: 'Altera cliente, itens e detalhes de um pedido aberto; publica PedidoAtualizado',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const outcome = await app.db
          .transaction((tx) => updatePedido(tx, idInstituicao, request.input.params.id, request.input.body))
          .catch(asBadRequest);
        if (outcome.kind === 'not-found') throw notFound(PEDIDOS_MESSAGES.notFound);
        if (outcome.kind === 'final') throw conflict(PEDIDOS_MESSAGES.final(outcome.status));
        const { pedido } = outcome;
        await publishPedidoAtualizado(events(request), idInstituicao, pedido);
        return { success: true, message: `Pedido nº ${pedido.numero} atualizado.`, data: pedido };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PATCH',
      url: '/:id/status',
      access: update,
      input: { params: idParamsSchema, body: alterarStatusInputSchema },
      response: { 200: apiResponseSchema(pedidoSchema) },
      summary: 'Move o pedido para outro status permitido; publica StatusPedidoAtualizado',
      async handler(request) {
        const { status } = request.input.body;
        const { idInstituicao, idUsuario, nome } = principalOf(request);
        const outcome = await app.db.transaction((tx) =>
          changeStatus(tx, idInstituicao, request.input.params.id, idUsuario, status, canTransition),
        );
        if (outcome.kind === 'not-found') throw notFound(PEDIDOS_MESSAGES.notFound);
        if (outcome.kind === 'refused') throw conflict(transitionErrorMessage(outcome.from, status));
        const { pedido, from } = outcome;
        await publishStatusPedidoAtualizado(events(request), idInstituicao, {
          pedido,
          statusAnterior: from,
          alteradoPor: { idUsuario, nome },
        });
        return {
          success: true,
          message: `Pedido nº ${pedido.numero}: ${PEDIDO_STATUS_LABELS[pedido.status]}.`,
          data: pedido,
        };
      },
    }),
  );
};

export default pedidosRoutes;
