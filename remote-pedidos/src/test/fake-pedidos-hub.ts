/**
 * Stands in for @colabora/shared/realtime in unit tests (jest.mock at the edge): records the
 * screen's subscriptions and lets a test play hub events and reconnects.
 * @example jest.mock('@colabora/shared/realtime', () => jest.requireActual('../../../test/fake-pedidos-hub'));
 */
type Handler = (...args: unknown[]) => void;

const handlers = new Map<string, Set<Handler>>();
const reconnected = new Set<() => void>();

export function onPedidosEvent(event: string, handler: Handler): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  set.add(handler);
  return () => set.delete(handler);
}

export function onPedidosReconnected(handler: () => void): () => void {
  reconnected.add(handler);
  return () => reconnected.delete(handler);
}

export function emitPedidosEvent(
  event: 'NovoPedido' | 'StatusPedidoAtualizado' | 'PedidoAtualizado',
  arg: unknown,
): void {
  for (const handler of [...(handlers.get(event) ?? [])]) handler(arg);
}

export function emitReconnected(): void {
  for (const handler of [...reconnected]) handler();
}

export function subscriberCount(): number {
  return [...handlers.values()].reduce((sum, set) => sum + set.size, 0) + reconnected.size;
}
