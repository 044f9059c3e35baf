import type { PedidoResumo } from '@colabora/shared/contracts/pedidos';
import { PEDIDOS_EVENTS } from '@colabora/shared/contracts/realtime-events';
import { onPedidosEvent } from '@colabora/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pedidosQueryKey, writePedidoToCache } from './api/pedidos-cache';

export type PedidoEventKind = 'novo' | 'status' | 'atualizado';

/**
 * Follows the orders hub (the host's one connection) while a screen is open: every event is
 * written into the query cache, so the board and the detail show it without a request.
 * `onPedido` is for what only the screen does with it (announce, highlight). Sounds are the
 * host's job; reloading after a reconnect too (invalidateQueriesOnReconnect).
 * @example usePedidosEvents((pedido, kind) => kind === 'novo' && announce(pedido))
 */
export function usePedidosEvents(onPedido?: (pedido: PedidoResumo, kind: PedidoEventKind) => void): void {
  const queryClient = useQueryClient();
  const onPedidoRef = useRef(onPedido);
  onPedidoRef.current = onPedido;

  useEffect(() => {
    const unsubscribe = [
      onPedidosEvent(PEDIDOS_EVENTS.novoPedido, (pedido) => {
        writePedidoToCache(queryClient, pedido);
        onPedidoRef.current?.(pedido, 'novo');
      }),
      onPedidosEvent(PEDIDOS_EVENTS.statusPedidoAtualizado, (payload) => {
        writePedidoToCache(queryClient, payload.pedido);
        onPedidoRef.current?.(payload.pedido, 'status');
      }),
      onPedidosEvent(PEDIDOS_EVENTS.pedidoAtualizado, (pedido) => {
        writePedidoToCache(queryClient, pedido);
        onPedidoRef.current?.(pedido, 'atualizado');
      }),
    ];
    return () => {
      unsubscribe.forEach((off) => off());
      // From now on events are missed: what the cache holds loads again when a screen shows it.
      void queryClient.invalidateQueries({ queryKey: pedidosQueryKey, refetchType: 'none' });
    };
  }, [queryClient]);
}
