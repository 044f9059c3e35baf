import { HubConnectionState } from '@microsoft/signalr';
import { HUB_PATHS, PEDIDOS_METHODS } from '../contracts/realtime-events';
import { appStore } from '../session/app-store';
import { sessionAtom } from '../session/session-atom';
import { EventSubscriptions } from './event-subscriptions';
import type { HubLike } from './hub-connection-factory';
import type { PedidosEventArgs, PedidosEventName } from './hub-events';
import { HUB_SETTINGS } from './hub-settings';
import { pedidosHubConnectedAtom, pedidosHubStateAtom } from './hub-state-atoms';
import { hubUrl, realtimeConfig } from './realtime-config';

let connection: HubLike | null = null;
let starting: Promise<void> | null = null;
const subscriptions = new EventSubscriptions();
const reconnectedHandlers = new Set<() => void>();

function setState(state: HubConnectionState, connected = state === HubConnectionState.Connected): void {
  appStore.set(pedidosHubStateAtom, state);
  appStore.set(pedidosHubConnectedAtom, connected);
}

/** Joins the orders group on every (re)connect: a new server connection has no groups. */
async function joinGroup(target: HubLike): Promise<void> {
  await target.invoke(PEDIDOS_METHODS.join);
}

function create(): HubLike {
  const created = realtimeConfig().connectionFactory({
    url: hubUrl(HUB_PATHS.pedidos),
    accessTokenFactory: () => appStore.get(sessionAtom)?.token ?? '',
    reconnectDelaysMs: HUB_SETTINGS.pedidosReconnectDelaysMs,
  });
  created.onreconnecting(() => setState(HubConnectionState.Reconnecting));
  created.onreconnected(() => {
    setState(HubConnectionState.Connected);
    joinGroup(created)
      .then(() => {
        for (const handler of [...reconnectedHandlers]) handler();
      })
      .catch((error: unknown) => console.error('[realtime] rejoining the orders group failed', error));
  });
  created.onclose(() => {
    if (connection === created) setState(HubConnectionState.Disconnected);
  });
  subscriptions.attach(created);
  return created;
}

/**
 * Connects /pedidoshub (after login) and joins the orders group. Idempotent.
 * @example await startPedidosHub()
 */
export function startPedidosHub(): Promise<void> {
  if (starting) return starting;
  if (connection && connection.state !== HubConnectionState.Disconnected) return Promise.resolve();
  const target = connection ?? (connection = create());
  setState(HubConnectionState.Connecting);
  starting = target
    .start()
    .then(() => joinGroup(target))
    .then(() => setState(HubConnectionState.Connected))
    .catch((error: unknown) => {
      setState(HubConnectionState.Disconnected);
      throw error;
    })
    .finally(() => {
      starting = null;
    });
  return starting;
}

/** Leaves the orders group and disconnects (at logout). */
export async function stopPedidosHub(): Promise<void> {
  const target = connection;
  if (!target) return;
  await starting?.catch(() => undefined);
  connection = null;
  subscriptions.detach();
  if (target.state === HubConnectionState.Connected) {
    await target.invoke(PEDIDOS_METHODS.leave).catch(() => undefined);
  }
  setState(HubConnectionState.Disconnecting);
  await target.stop();
  setState(HubConnectionState.Disconnected);
}

/**
 * Subscribes to an orders event; returns the unsubscribe function (call it on unmount).
 * @example useEffect(() => onPedidosEvent('NovoPedido', (pedido) => refetch()), [])
 */
export function onPedidosEvent<E extends PedidosEventName>(
  event: E,
  handler: (...args: PedidosEventArgs[E]) => void,
): () => void {
  return subscriptions.subscribe(event, handler);
}

/** Called after an automatic reconnect, once the group is rejoined: refetch what the screen shows. */
export function onPedidosReconnected(handler: () => void): () => void {
  reconnectedHandlers.add(handler);
  return () => {
    reconnectedHandlers.delete(handler);
  };
}

/**
 * Follows the session: connects after login, disconnects at logout. Returns the unsubscribe.
 * @example bindPedidosHubToSession() // once, in the host's bootstrap
 */
export function bindPedidosHubToSession(): () => void {
  const sync = () => {
    const signedIn = appStore.get(sessionAtom) !== null;
    const action = signedIn ? startPedidosHub() : stopPedidosHub();
    action.catch((error: unknown) => console.error('[realtime] /pedidoshub', error));
  };
  sync();
  return appStore.sub(sessionAtom, sync);
}
