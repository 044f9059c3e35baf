/**
 * @colabora/shared/realtime: the one connection per hub (DESIGN §4), both made by
 * createHubClient. The host starts and stops them; remotes only subscribe to events and invoke.
 */
export { HubConnectionState } from './hub-connection-state';
export { configureRealtime, type RealtimeConfig } from './realtime-config';
export { HUB_SETTINGS } from './hub-settings';
export {
  buildHubConnection,
  createSignalRConnection,
  type HubLike,
  type HubConnectionFactory,
  type HubConnectionSpec,
} from './hub-connection-factory';
export {
  createHubClient,
  type HubClient,
  type HubClientOptions,
  type HubEventMap,
  type HubGroup,
} from './create-hub-client';
export {
  pedidosHubStateAtom,
  pedidosHubConnectedAtom,
  chatHubStateAtom,
  chatHubConnectedAtom,
} from './hub-state-atoms';
export {
  pedidosHub,
  startPedidosHub,
  stopPedidosHub,
  onPedidosEvent,
  onPedidosReconnected,
  bindPedidosHubToSession,
} from './pedidos-hub';
export { chatHub, getChatHub, startChatHub, stopChatHub, invokeChat, onChatEvent, onChatReconnected } from './chat-hub';
export { opensChatHub, bindChatHubToMenu } from './chat-hub-screens';
export type { PedidosEventArgs, PedidosEventName, ChatEventArgs, ChatEventName } from './hub-events';
export { invalidateQueriesOnReconnect } from './invalidate-on-reconnect';
