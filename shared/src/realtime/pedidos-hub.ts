import { HUB_PATHS, PEDIDOS_EVENTS, PEDIDOS_METHODS, type PedidosHubEvents } from '../contracts/realtime-events';
import { appStore } from '../session/app-store';
import { sessionAtom } from '../session/session-atom';
import { createHubClient } from './create-hub-client';
import { HUB_SETTINGS } from './hub-settings';
import { pedidosHubConnectedAtom, pedidosHubStateAtom } from './hub-state-atoms';

/**
 * /pedidoshub (SPEC §4): connected after login with the session's token, in its institution's
 * orders group; a failed start (or a close once its reconnects are spent) is tried again 5 s later.
 */
export const pedidosHub = createHubClient<PedidosHubEvents>({
  path: HUB_PATHS.pedidos,
  accessToken: () => appStore.get(sessionAtom)?.token ?? '',
  reconnectDelaysMs: HUB_SETTINGS.pedidosReconnectDelaysMs,
  restartDelayMs: HUB_SETTINGS.pedidosRestartDelayMs,
  stateAtom: pedidosHubStateAtom,
  connectedAtom: pedidosHubConnectedAtom,
  groups: [{ join: PEDIDOS_METHODS.join, leave: PEDIDOS_METHODS.leave }],
  acknowledgements: [PEDIDOS_EVENTS.joinedPedidosGroup],
});

/**
 * Connects /pedidoshub (after login) and joins the orders group. Idempotent.
 * @example await startPedidosHub()
 */
export const startPedidosHub = (): Promise<void> => pedidosHub.start();

/** Leaves the orders group and disconnects (at logout). */
export const stopPedidosHub = (): Promise<void> => pedidosHub.stop();

/**
 * Subscribes to an orders event; returns the unsubscribe function (call it on unmount).
 * @example useEffect(() => onPedidosEvent('NovoPedido', (pedido) => addToBoard(pedido)), [])
 */
export const onPedidosEvent: typeof pedidosHub.on = (event, handler) => pedidosHub.on(event, handler);

/** Called after an automatic reconnect, once the group is rejoined: refetch what the screen shows. */
export const onPedidosReconnected = (handler: () => void): (() => void) => pedidosHub.onReconnected(handler);

/**
 * Follows the session: connects after login, disconnects at logout. Returns the unsubscribe.
 * @example bindPedidosHubToSession() // once, in the host's bootstrap
 */
export function bindPedidosHubToSession(): () => void {
  const sync = () => {
    const signedIn = appStore.get(sessionAtom) !== null;
    const action = signedIn ? pedidosHub.start() : pedidosHub.stop();
    action.catch((error: unknown) => console.error('[realtime] /pedidoshub', error));
  };
  sync();
  return appStore.sub(sessionAtom, sync);
}
