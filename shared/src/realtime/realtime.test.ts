import { HubConnectionState } from '@microsoft/signalr';
import { act } from '@testing-library/react';
import type * as RealtimeModule from './index';
import type * as AppStoreModule from '../session/app-store';
import type * as SessionAtomModule from '../session/session-atom';
import type * as FirstScreenModule from '../session/first-screen-shown';
import { FakeHub } from '../testing/fake-hub';

type Loaded = {
  realtime: typeof RealtimeModule;
  appStore: typeof AppStoreModule.appStore;
  sessionAtom: typeof SessionAtomModule.sessionAtom;
  firstScreenShownAtom: typeof FirstScreenModule.firstScreenShownAtom;
  hubs: FakeHub[];
};

/** A fresh copy of the singleton (module state) wired to fake connections. */
async function load(): Promise<Loaded> {
  let loaded: Loaded | undefined;
  await jest.isolateModulesAsync(async () => {
    const realtime = await import('./index');
    const { appStore } = await import('../session/app-store');
    const { sessionAtom } = await import('../session/session-atom');
    const { firstScreenShownAtom } = await import('../session/first-screen-shown');
    const hubs: FakeHub[] = [];
    realtime.configureRealtime({
      connectionFactory: (spec) => {
        const hub = new FakeHub(spec);
        hubs.push(hub);
        return hub.asHub();
      },
    });
    loaded = { realtime, appStore, sessionAtom, firstScreenShownAtom, hubs };
  });
  if (!loaded) throw new Error('not loaded');
  return loaded;
}

/** Connections whose first start fails with `message` (then connect); returns the last one made. */
function failFirstStart({ realtime, hubs }: Loaded, message: string): () => FakeHub {
  let last: FakeHub | undefined;
  realtime.configureRealtime({
    connectionFactory: (spec) => {
      const hub = new FakeHub(spec);
      hub.startFailures.push(new Error(message));
      hubs.push(hub);
      last = hub;
      return hub.asHub();
    },
  });
  return () => {
    if (!last) throw new Error('no connection was made');
    return last;
  };
}

const usuario = {
  idUsuario: 1,
  nome: 'Ana',
  idInstituicao: 7,
  instituicaoRazaoSocial: 'Demo',
  instituicaoCodigo: 'DEMO',
  perfilNome: 'Gestor',
  temFoto: false,
  gestor: true,
};

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('buildHubConnection', () => {
  it("builds the seed's connection: 30 s server timeout, 15 s keep-alive, the given delays, a 100000 stateful buffer", async () => {
    const { realtime } = await load();
    const connection = await realtime.createSignalRConnection({
      url: 'http://localhost/pedidoshub',
      accessTokenFactory: () => 't',
      reconnectDelaysMs: [0, 2_000, 10_000, 30_000],
    });
    const hub = connection as unknown as {
      serverTimeoutInMilliseconds: number;
      keepAliveIntervalInMilliseconds: number;
      _reconnectPolicy: { nextRetryDelayInMilliseconds(context: { previousRetryCount: number }): number | null };
      _statefulReconnectBufferSize: number;
    };
    expect(hub.serverTimeoutInMilliseconds).toBe(30_000);
    expect(hub.keepAliveIntervalInMilliseconds).toBe(15_000);
    expect(hub._statefulReconnectBufferSize).toBe(100_000);
    const delays = [0, 1, 2, 3, 4].map((previousRetryCount) =>
      hub._reconnectPolicy.nextRetryDelayInMilliseconds({ previousRetryCount }),
    );
    expect(delays).toEqual([0, 2_000, 10_000, 30_000, null]);
  });
});

describe('given a signed-in user, the orders hub', () => {
  it('connects with the session token, joins its group and tracks the connected flag', async () => {
    const { realtime, appStore, sessionAtom, hubs } = await load();
    appStore.set(sessionAtom, { token: 'tok-1', usuario, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await realtime.startPedidosHub();
    const hub = hubs[0]!;
    expect(hub.spec.url).toBe('/pedidoshub');
    expect(hub.spec.accessTokenFactory()).toBe('tok-1');
    expect(hub.spec.reconnectDelaysMs).toEqual([0, 2_000, 10_000, 30_000]);
    expect(hub.invoked).toEqual([['JoinPedidosGroup', []]]);
    expect(appStore.get(realtime.pedidosHubStateAtom)).toBe(HubConnectionState.Connected);
    expect(appStore.get(realtime.pedidosHubConnectedAtom)).toBe(true);
  });

  it('tries again 5 s after a failed start (a replica restarting behind the gateway), and joins its group then', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaded = await load();
    const { realtime, appStore, sessionAtom } = loaded;
    const hub = failFirstStart(loaded, 'a conexão não foi encontrada no servidor');
    appStore.set(sessionAtom, { token: 'tok-1', usuario, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await realtime.startPedidosHub();
    expect(appStore.get(realtime.pedidosHubConnectedAtom)).toBe(false);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(hub().startCalls).toBe(2);
    expect(hub().invoked).toEqual([['JoinPedidosGroup', []]]);
    expect(appStore.get(realtime.pedidosHubConnectedAtom)).toBe(true);
    warn.mockRestore();
    await realtime.stopPedidosHub();
  });

  it('rejoins its group after a reconnect and tells screens to refetch', async () => {
    const { realtime, appStore, hubs } = await load();
    await realtime.startPedidosHub();
    const refetch = jest.fn();
    realtime.onPedidosReconnected(refetch);
    const hub = hubs[0]!;
    hub.simulateReconnecting();
    expect(appStore.get(realtime.pedidosHubStateAtom)).toBe(HubConnectionState.Reconnecting);
    expect(appStore.get(realtime.pedidosHubConnectedAtom)).toBe(false);
    hub.simulateReconnected();
    await Promise.resolve();
    await Promise.resolve();
    expect(hub.invoked.map(([method]) => method)).toEqual(['JoinPedidosGroup', 'JoinPedidosGroup']);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(appStore.get(realtime.pedidosHubConnectedAtom)).toBe(true);
  });

  it('follows the session: connected after login, left and disconnected at logout', async () => {
    const { realtime, appStore, sessionAtom, hubs } = await load();
    const unbind = realtime.bindPedidosHubToSession();
    expect(hubs).toHaveLength(0);
    appStore.set(sessionAtom, { token: 'tok', usuario, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await Promise.resolve();
    await Promise.resolve();
    expect(hubs[0]?.startCalls).toBe(1);
    await act(async () => undefined);
    appStore.set(sessionAtom, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hubs[0]!.invoked.map(([method]) => method)).toEqual(['JoinPedidosGroup', 'LeavePedidosGroup']);
    expect(hubs[0]!.state).toBe(HubConnectionState.Disconnected);
    expect(appStore.get(realtime.pedidosHubStateAtom)).toBe(HubConnectionState.Disconnected);
    unbind();
  });

  it('handles the JoinedPedidosGroup acknowledgement, so the SignalR client has no unknown method to warn about', async () => {
    const { realtime, hubs } = await load();
    await realtime.startPedidosHub();
    expect(hubs[0]!.handlerCount('JoinedPedidosGroup')).toBe(1);
  });

  it('honours configureRealtime({ baseUrl })', async () => {
    const { realtime, hubs } = await load();
    realtime.configureRealtime({ baseUrl: 'http://localhost:5000/' });
    await realtime.startPedidosHub();
    expect(hubs[0]!.spec.url).toBe('http://localhost:5000/pedidoshub');
  });
});

describe('the chat hub', () => {
  it('reads its token from localStorage and uses the chat delays', async () => {
    const { realtime, hubs } = await load();
    localStorage.setItem('token', 'legacy-token');
    realtime.getChatHub();
    expect(hubs[0]!.spec.url).toBe('/chathub');
    expect(hubs[0]!.spec.accessTokenFactory()).toBe('legacy-token');
    expect(hubs[0]!.spec.reconnectDelaysMs).toEqual([0, 1_000, 5_000, 10_000, 30_000]);
  });

  it("asked to start while the app's first screen loads, connects once that screen is shown", async () => {
    const { realtime, appStore, hubs, firstScreenShownAtom } = await load();
    appStore.set(firstScreenShownAtom, false);
    const started = realtime.startChatHub();
    await Promise.resolve();
    expect(hubs).toHaveLength(0);
    appStore.set(firstScreenShownAtom, true);
    await started;
    expect(hubs[0]!.startCalls).toBe(1);
    expect(appStore.get(realtime.chatHubConnectedAtom)).toBe(true);
  });

  it('restarts 5 s after a failed start', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaded = await load();
    const { realtime, appStore } = loaded;
    const hub = failFirstStart(loaded, 'servidor fora');
    await realtime.startChatHub();
    expect(appStore.get(realtime.chatHubStateAtom)).toBe(HubConnectionState.Disconnected);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(hub().startCalls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(hub().startCalls).toBe(2);
    expect(appStore.get(realtime.chatHubStateAtom)).toBe(HubConnectionState.Connected);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    await realtime.stopChatHub();
  });

  it('restarts 5 s after a close and rejoins its rooms; not after stopChatHub', async () => {
    jest.useFakeTimers();
    const { realtime, appStore, hubs } = await load();
    await realtime.startChatHub();
    await realtime.invokeChat('JoinRoom', 3, 7);
    const hub = hubs[0]!;
    hub.simulateClose();
    expect(appStore.get(realtime.chatHubConnectedAtom)).toBe(false);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(hub.startCalls).toBe(2);
    expect(hub.invoked).toEqual([
      ['JoinRoom', [3, 7]],
      ['JoinRoom', [3, 7]],
    ]);
    await realtime.stopChatHub();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(hub.startCalls).toBe(2);
  });

  it('is flagged not connected while reconnecting', async () => {
    const { realtime, appStore, hubs } = await load();
    await realtime.startChatHub();
    hubs[0]!.simulateReconnecting();
    expect(appStore.get(realtime.chatHubConnectedAtom)).toBe(false);
    expect(appStore.get(realtime.chatHubStateAtom)).toBe(HubConnectionState.Reconnecting);
    hubs[0]!.simulateReconnected();
    expect(appStore.get(realtime.chatHubConnectedAtom)).toBe(true);
  });
});

describe('the chat hub follows the menu', () => {
  const item = (rota: string, crud = 'R') => ({ rota, crud });
  const signIn = (loaded: Loaded) =>
    loaded.appStore.set(loaded.sessionAtom, {
      token: 'tok',
      usuario,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('opens for R on any screen whose events travel on it, and for no other menu', async () => {
    const { realtime } = await load();
    for (const rota of ['chat', 'leads', 'funil', 'campanhas', 'envio-massa', 'whatsapp-qrcode']) {
      expect(realtime.opensChatHub([item('pedidos'), item(rota)])).toBe(true);
    }
    expect(realtime.opensChatHub([item('pedidos'), item('usuarios', 'CRUD')])).toBe(false);
    expect(realtime.opensChatHub([item('funil', 'C')])).toBe(false);
    expect(realtime.opensChatHub([])).toBe(false);
  });

  it('connects a Funil-only user once the menu loads, and disconnects when the profile loses the screen', async () => {
    const loaded = await load();
    const { realtime, hubs } = loaded;
    let menu: { rota: string; crud: string }[] | undefined;
    signIn(loaded);
    const binding = realtime.bindChatHubToMenu(() => menu);
    expect(hubs).toHaveLength(0); // the menu has not loaded: nothing to decide
    menu = [item('pedidos'), item('funil')];
    binding.sync();
    binding.sync();
    await settle();
    expect(hubs).toHaveLength(1);
    expect(hubs[0]!.spec.url).toBe('/chathub');
    expect(hubs[0]!.startCalls).toBe(1);
    menu = [item('pedidos')];
    binding.sync();
    await settle();
    expect(hubs[0]!.state).toBe(HubConnectionState.Disconnected);
    binding.unbind();
  });

  it('never connects a user whose menu has none of its screens, and closes at logout what a screen opened', async () => {
    const loaded = await load();
    const { realtime, appStore, sessionAtom, hubs } = loaded;
    signIn(loaded);
    const binding = realtime.bindChatHubToMenu(() => [item('pedidos')]);
    await settle();
    expect(hubs).toHaveLength(0);
    await realtime.startChatHub(); // a screen's own start
    appStore.set(sessionAtom, null);
    await settle();
    expect(hubs[0]!.state).toBe(HubConnectionState.Disconnected);
    expect(appStore.get(realtime.chatHubConnectedAtom)).toBe(false);
    binding.unbind();
  });
});

describe('event subscriptions', () => {
  it('deliver to every subscriber until it unsubscribes, even if another one throws', async () => {
    const { realtime, hubs } = await load();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const received: unknown[] = [];
    realtime.onChatEvent('NewChatCreated', () => {
      throw new Error('buggy screen');
    });
    const unsubscribe = realtime.onChatEvent('NewChatCreated', (payload) => received.push(payload.idChat));
    await realtime.startChatHub();
    hubs[0]!.emit('NewChatCreated', { idChat: 1, idInstituicao: 7 });
    unsubscribe();
    hubs[0]!.emit('NewChatCreated', { idChat: 2, idInstituicao: 7 });
    expect(received).toEqual([1]);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('survive a new connection after logout and login', async () => {
    const { realtime, hubs } = await load();
    const seen: unknown[] = [];
    realtime.onPedidosEvent('NovoPedido', (pedido) => seen.push(pedido));
    await realtime.startPedidosHub();
    await realtime.stopPedidosHub();
    await realtime.startPedidosHub();
    expect(hubs).toHaveLength(2);
    hubs[0]!.emit('NovoPedido', 'old connection');
    hubs[1]!.emit('NovoPedido', { idPedido: 1 });
    expect(seen).toEqual([{ idPedido: 1 }]);
  });
});
