import type { Pedido, PedidoAutor, PedidoStatus, StatusPedidoAtualizadoPayload } from '@colabora/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { HubEventArgs, HubEventName, RealtimePublisher } from '../../realtime/index';

/*
 * The orders module's hub events (/pedidoshub, SPEC §7), each with its one payload type from
 * @colabora/shared/contracts (PedidosHubEvents): the board subscribes with the same types. Every
 * event carries the whole order as GET /api/pedidos/{id} answers it.
 */

/** Where an event goes out, and where a failure to send it is logged. */
export type PedidosEventSink = { realtime: RealtimePublisher; log: FastifyBaseLogger };

/**
 * Sends `event` to the institution's orders group. Called after the write committed; a backplane
 * failure is logged, never turned into an error for a write that already happened (boards
 * refetch on reconnect anyway).
 */
async function publish<E extends HubEventName<'pedidos'>>(
  { realtime, log }: PedidosEventSink,
  idInstituicao: number,
  event: E,
  args: HubEventArgs<'pedidos', E>,
): Promise<void> {
  try {
    await realtime.toInstitution('pedidos', idInstituicao, event, args);
  } catch (error) {
    log.error({ err: error, event }, `falha ao publicar ${event}`);
  }
}

/** NovoPedido: an order was created. */
export function publishNovoPedido(sink: PedidosEventSink, idInstituicao: number, pedido: Pedido): Promise<void> {
  return publish(sink, idInstituicao, 'NovoPedido', [pedido]);
}

/** PedidoAtualizado: an open order's customer, items or details changed. */
export function publishPedidoAtualizado(sink: PedidosEventSink, idInstituicao: number, pedido: Pedido): Promise<void> {
  return publish(sink, idInstituicao, 'PedidoAtualizado', [pedido]);
}

/**
 * StatusPedidoAtualizado: an order moved from `statusAnterior` to its current status, by
 * `alteradoPor`.
 */
export function publishStatusPedidoAtualizado(
  sink: PedidosEventSink,
  idInstituicao: number,
  move: { pedido: Pedido; statusAnterior: PedidoStatus; alteradoPor: PedidoAutor },
): Promise<void> {
  const { pedido, statusAnterior, alteradoPor } = move;
  const payload: StatusPedidoAtualizadoPayload = {
    idPedido: pedido.idPedido,
    numero: pedido.numero,
    statusAnterior,
    status: pedido.status,
    alteradoEm: pedido.statusAlteradoEm,
    alteradoPor,
    pedido,
  };
  return publish(sink, idInstituicao, 'StatusPedidoAtualizado', [payload]);
}
