import {
  PEDIDOS_EVENTS,
  type Pedido,
  type PedidoAutor,
  type PedidoStatus,
  type StatusPedidoAtualizadoPayload,
} from '@colabora/shared/contracts';
import { publishSafely, type EventSink } from '../../realtime/publish-safely';

/*
 * The orders module's hub events (/pedidoshub, SPEC §7), each with its one payload type from
 * @colabora/shared/contracts (PedidosHubEvents): the board subscribes with the same types. Every
 * event carries the whole order as GET /api/pedidos/{id} answers it, and goes to the institution's
 * orders group after the write committed (publishSafely: a failure is logged, never thrown).
 */

/** NovoPedido: an order was created. */
export function publishNovoPedido(sink: EventSink, idInstituicao: number, pedido: Pedido): Promise<void> {
  return publishSafely(sink, 'pedidos', idInstituicao, PEDIDOS_EVENTS.novoPedido, [pedido]);
}

/** PedidoAtualizado: an open order's customer, items or details changed. */
export function publishPedidoAtualizado(sink: EventSink, idInstituicao: number, pedido: Pedido): Promise<void> {
  return publishSafely(sink, 'pedidos', idInstituicao, PEDIDOS_EVENTS.pedidoAtualizado, [pedido]);
}

/**
 * StatusPedidoAtualizado: an order moved from `statusAnterior` to its current status, by
 * `alteradoPor`.
 */
export function publishStatusPedidoAtualizado(
  sink: EventSink,
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
  return publishSafely(sink, 'pedidos', idInstituicao, PEDIDOS_EVENTS.statusPedidoAtualizado, [payload]);
}
