import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import {
  alterarStatusInputSchema,
  canTransition,
  listarPedidosQuerySchema,
  PEDIDO_STATUS_LABELS,
  pedidoInputSchema,
  transitionErrorMessage,
  type ApiResponse,
  type CatalogoItem,
  type Pedido,
  type PedidosPage,
  type StatusPedidoAtualizadoPayload,
} from '@colabora/shared/contracts';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { idParamsSchema } from '../produtos/produtos.routes';
import {
  changeStatus,
  createPedido,
  findPedido,
  InvalidItemsError,
  listPedidos,
  listProdutosAtivos,
  updatePedido,
} from './pedidos.repository';

export const PEDIDOS_MESSAGES = {
  notFound: 'Pedido não encontrado.',
  final: (status: keyof typeof PEDIDO_STATUS_LABELS) =>
    `Um pedido "${PEDIDO_STATUS_LABELS[status]}" não pode mais ser editado.`,
} as const;

const SCREEN = 'pedidos';

/**
 * Hub events go out after the write committed; a backplane failure is logged, never turned into
 * an error for a write that already happened (boards refetch on reconnect anyway).
 */
async function publish(log: FastifyBaseLogger, what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    log.error({ err: error }, `falha ao publicar ${what}`);
  }
}

/** Orders of the caller's institution (Pedidos screen). Mounted at /api/pedidos. */
const pedidosRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    { config: { access: { screen: SCREEN, letter: 'R' } } },
    async (request): Promise<ApiResponse<PedidosPage>> => {
      const query = await parseInput(listarPedidosQuerySchema, request.query);
      if (query.de && query.ate && query.de > query.ate)
        throw badRequest('Período inválido: a data inicial é depois da final.');
      const data = await listPedidos(app.db, principalOf(request).idInstituicao, {
        status: query.status,
        de: query.de,
        ate: query.ate,
        q: query.q || undefined,
        page: Number(query.page),
        pageSize: Number(query.pageSize),
      });
      return { success: true, message: `${data.total} pedidos.`, data };
    },
  );

  // Before '/:id' only for readability: find-my-way prefers the static segment anyway.
  app.get(
    '/catalogo',
    { config: { access: { screen: SCREEN, letter: 'R' } } },
    async (request): Promise<ApiResponse<CatalogoItem[]>> => {
      const data = await listProdutosAtivos(app.db, principalOf(request).idInstituicao);
      return { success: true, message: `${data.length} itens ativos no catálogo.`, data };
    },
  );

  app.get(
    '/:id',
    { config: { access: { screen: SCREEN, letter: 'R' } } },
    async (request): Promise<ApiResponse<Pedido>> => {
      const { id } = await parseInput(idParamsSchema, request.params);
      const data = await findPedido(app.db, principalOf(request).idInstituicao, id);
      if (!data) throw notFound(PEDIDOS_MESSAGES.notFound);
      return { success: true, message: `Pedido nº ${data.numero}.`, data };
    },
  );

  app.post(
    '/',
    { config: { access: { screen: SCREEN, letter: 'C' } } },
    async (request, reply): Promise<ApiResponse<Pedido>> => {
      const input = await parseInput(pedidoInputSchema, request.body);
      const { idInstituicao, idUsuario } = principalOf(request);
      const pedido = await app.db
        .transaction((tx) => createPedido(tx, idInstituicao, idUsuario, input))
        .catch((error: unknown) => {
          throw error instanceof InvalidItemsError ? badRequest(error.message) : error;
        });
      await publish(request.log, 'NovoPedido', () => app.realtime.novoPedido(idInstituicao, pedido));
      reply.code(201);
      return { success: true, message: `Pedido nº ${pedido.numero} criado.`, data: pedido };
    },
  );

  app.put(
    '/:id',
    { config: { access: { screen: SCREEN, letter: 'U' } } },
    async (request): Promise<ApiResponse<Pedido>> => {
      const { id } = await parseInput(idParamsSchema, request.params);
      const input = await parseInput(pedidoInputSchema, request.body);
      const { idInstituicao } = principalOf(request);
      const outcome = await app.db
        .transaction((tx) => updatePedido(tx, idInstituicao, id, input))
        .catch((error: unknown) => {
          throw error instanceof InvalidItemsError ? badRequest(error.message) : error;
        });
      if (outcome.kind === 'not-found') throw notFound(PEDIDOS_MESSAGES.notFound);
      if (outcome.kind === 'final') throw conflict(PEDIDOS_MESSAGES.final(outcome.status));
      const { pedido } = outcome;
      await publish(request.log, 'PedidoAtualizado', () => app.realtime.pedidoAtualizado(idInstituicao, pedido));
      return { success: true, message: `Pedido nº ${pedido.numero} atualizado.`, data: pedido };
    },
  );

  app.patch(
    '/:id/status',
    { config: { access: { screen: SCREEN, letter: 'U' } } },
    async (request): Promise<ApiResponse<Pedido>> => {
      const { id } = await parseInput(idParamsSchema, request.params);
      const { status } = await parseInput(alterarStatusInputSchema, request.body);
      const { idInstituicao, idUsuario, nome } = principalOf(request);
      const outcome = await app.db.transaction((tx) =>
        changeStatus(tx, idInstituicao, id, idUsuario, status, canTransition),
      );
      if (outcome.kind === 'not-found') throw notFound(PEDIDOS_MESSAGES.notFound);
      if (outcome.kind === 'refused') throw conflict(transitionErrorMessage(outcome.from, status));
      const { pedido, from } = outcome;
      const { historico: _historico, ...resumo } = pedido;
      const payload: StatusPedidoAtualizadoPayload = {
        idPedido: pedido.idPedido,
        numero: pedido.numero,
        statusAnterior: from,
        status: pedido.status,
        alteradoEm: pedido.statusAlteradoEm,
        alteradoPor: { idUsuario, nome },
        pedido: resumo,
      };
      await publish(request.log, 'StatusPedidoAtualizado', () =>
        app.realtime.statusPedidoAtualizado(idInstituicao, payload),
      );
      return {
        success: true,
        message: `Pedido nº ${pedido.numero}: ${PEDIDO_STATUS_LABELS[pedido.status]}.`,
        data: pedido,
      };
    },
  );
};

export default pedidosRoutes;
