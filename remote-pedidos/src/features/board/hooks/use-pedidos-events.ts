import type { PedidoResumo, StatusPedidoAtualizadoPayload } from '@colabora/shared/contracts';
import { onPedidosEvent, onPedidosReconnected } from '@colabora/shared/realtime';
import { useEffect, useRef } from 'react';

export type PedidosEventHandlers = {
  /** A new order or a changed one (status or content): the order as it is now. */
  onPedido: (pedido: PedidoResumo, kind: 'novo' | 'status' | 'atualizado') => void;
  /** After a hub reconnect, events may have been missed: load again. */
  onReconnected: () => void;
};

/**
 * The orders hub events a screen needs, through the host's one connection (@colabora/shared
 * realtime). Sounds are the host's job; this only keeps the screen current.
 */
export function usePedidosEvents(handlers: PedidosEventHandlers): void {
  const ref = useRef(handlers);
  ref.current = handlers;

  useEffect(() => {
    const unsubscribe = [
      onPedidosEvent('NovoPedido', (pedido) => ref.current.onPedido(pedido as PedidoResumo, 'novo')),
      onPedidosEvent('StatusPedidoAtualizado', (payload) =>
        ref.current.onPedido((payload as StatusPedidoAtualizadoPayload).pedido, 'status'),
      ),
      onPedidosEvent('PedidoAtualizado', (pedido) => ref.current.onPedido(pedido as PedidoResumo, 'atualizado')),
      onPedidosReconnected(() => ref.current.onReconnected()),
    ];
    return () => unsubscribe.forEach((off) => off());
  }, []);
}
