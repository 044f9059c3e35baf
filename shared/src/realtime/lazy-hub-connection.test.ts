import type { HubConnection } from '@microsoft/signalr';
import { HubConnectionState } from './hub-connection-state';
import { lazyHubConnection } from './lazy-hub-connection';

/** The few HubConnection members the lazy wrapper forwards to, recording what it was handed. */
function fakeConnection() {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const closed: (() => void)[] = [];
  const fake = {
    state: HubConnectionState.Disconnected as HubConnectionState,
    connectionId: null as string | null,
    start: jest.fn(async () => {
      fake.state = HubConnectionState.Connected;
      fake.connectionId = 'c1';
    }),
    stop: jest.fn(async () => {
      fake.state = HubConnectionState.Disconnected;
    }),
    on: (event: string, handler: (...args: unknown[]) => void) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: (event: string, handler?: (...args: unknown[]) => void) =>
      handlers.set(event, handler ? (handlers.get(event) ?? []).filter((h) => h !== handler) : []),
    onclose: (handler: () => void) => closed.push(handler),
    onreconnecting: jest.fn(),
    onreconnected: jest.fn(),
    invoke: jest.fn(async (method: string) => `${method} ok`),
    send: jest.fn(async () => undefined),
    emit: (event: string, ...args: unknown[]) => (handlers.get(event) ?? []).forEach((handler) => handler(...args)),
    close: () => closed.forEach((handler) => handler()),
  };
  return fake;
}

describe('a hub connection built on first start', () => {
  it('loads nothing and stays Disconnected until started; stopping it then does nothing', async () => {
    const load = jest.fn(async () => fakeConnection() as unknown as HubConnection);
    const hub = lazyHubConnection(load);
    expect(hub.state).toBe(HubConnectionState.Disconnected);
    expect(hub.connectionId).toBeNull();
    await hub.stop();
    expect(load).not.toHaveBeenCalled();
  });

  it('hands the handlers given before the start to the connection, and forwards calls after it', async () => {
    const fake = fakeConnection();
    const hub = lazyHubConnection(async () => fake as unknown as HubConnection);
    const received: unknown[] = [];
    const kept = (value: unknown) => received.push(`kept ${String(value)}`);
    const dropped = (value: unknown) => received.push(`dropped ${String(value)}`);
    const onClose = jest.fn();
    hub.on('NovoPedido', kept);
    hub.on('NovoPedido', dropped);
    hub.off('NovoPedido', dropped);
    hub.onclose(onClose);

    await hub.start();
    expect(hub.state).toBe(HubConnectionState.Connected);
    expect(hub.connectionId).toBe('c1');
    fake.emit('NovoPedido', 7);
    fake.close();
    expect(received).toEqual(['kept 7']);
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect(hub.invoke('JoinRoom', 1)).resolves.toBe('JoinRoom ok');
  });

  it('tries the import again on the next start when it failed', async () => {
    const fake = fakeConnection();
    const load = jest
      .fn<Promise<HubConnection>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(fake as unknown as HubConnection);
    const hub = lazyHubConnection(load);
    await expect(hub.start()).rejects.toThrow('offline');
    await hub.start();
    expect(hub.state).toBe(HubConnectionState.Connected);
  });
});
