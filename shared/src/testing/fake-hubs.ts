import type { ChatHubEvents, PedidosHubEvents } from '../contracts/realtime-events';
import { chatHub } from '../realtime/chat-hub';
import { pedidosHub } from '../realtime/pedidos-hub';
import { configureRealtime } from '../realtime/realtime-config';
import { FakeHub } from './fake-hub';

/** The server's side of the hubs in a unit test: push typed events, drop and restore the socket. */
export type FakeHubs = {
  /** The current /pedidoshub connection (after `connect()`). */
  readonly pedidos: FakeHub;
  /** The current /chathub connection (after `connect()`). */
  readonly chat: FakeHub;
  emitPedidos<E extends keyof PedidosHubEvents & string>(event: E, ...args: PedidosHubEvents[E]): void;
  emitChat<E extends keyof ChatHubEvents & string>(event: E, ...args: ChatHubEvents[E]): void;
  /** The socket drops and comes back: groups are rejoined and screens are told to refetch. */
  reconnect(): Promise<void>;
};

/**
 * Replaces the hubs' connections (the network edge of @colabora/shared/realtime) with fakes, for
 * every test of the file: both hubs start before each test and stop after it, so a screen's real
 * subscriptions receive what the test pushes.
 * @example
 * const hubs = setupFakeHubs();
 * act(() => hubs.emitPedidos('NovoPedido', pedido({ numero: 8 })));
 */
export function setupFakeHubs(): FakeHubs {
  const connections: { pedidos: FakeHub | null; chat: FakeHub | null } = { pedidos: null, chat: null };
  beforeEach(async () => {
    configureRealtime({
      connectionFactory: (spec) => {
        const hub = new FakeHub(spec);
        if (spec.url.endsWith('/pedidoshub')) connections.pedidos = hub;
        else connections.chat = hub;
        return hub.asHub();
      },
    });
    await Promise.all([pedidosHub.start(), chatHub.start()]);
  });
  afterEach(async () => {
    await Promise.all([pedidosHub.stop(), chatHub.stop()]);
    connections.pedidos = null;
    connections.chat = null;
  });
  const current = (name: 'pedidos' | 'chat'): FakeHub => {
    const hub = connections[name];
    if (!hub) throw new Error(`/${name}hub não está conectado neste teste`);
    return hub;
  };
  return {
    get pedidos() {
      return current('pedidos');
    },
    get chat() {
      return current('chat');
    },
    emitPedidos: (event, ...args) => current('pedidos').emit(event, ...args),
    emitChat: (event, ...args) => current('chat').emit(event, ...args),
    async reconnect() {
      for (const hub of [current('pedidos'), current('chat')]) {
        hub.simulateReconnecting();
        hub.simulateReconnected();
      }
      // Rejoining is asynchronous (invoke, then the reconnected handlers).
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}
