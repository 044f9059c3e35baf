/**
 * @colabora/shared/realtime: the one connection per hub (DESIGN §4). The host starts and stops
 * them; remotes only subscribe to events and invoke through these functions.
 */
export { HubConnectionState } from '@microsoft/signalr';
export { configureRealtime, type RealtimeConfig } from './realtime-config';
export { HUB_SETTINGS } from './hub-settings';
export {
  buildHubConnection,
  type HubLike,
  type HubConnectionFactory,
  type HubConnectionSpec,
} from './hub-connection-factory';
export {
  pedidosHubStateAtom,
  pedidosHubConnectedAtom,
  chatHubStateAtom,
  chatHubConnectedAtom,
} from './hub-state-atoms';
export {
  startPedidosHub,
  stopPedidosHub,
  onPedidosEvent,
  onPedidosReconnected,
  bindPedidosHubToSession,
} from './pedidos-hub';
export { getChatHub, startChatHub, stopChatHub, invokeChat, onChatEvent, onChatReconnected } from './chat-hub';
export type { PedidosEventArgs, PedidosEventName, ChatEventArgs, ChatEventName } from './hub-events';
export {
  RealtimeStatusIndicator,
  HUB_STATE_LABELS,
  type RealtimeStatusIndicatorProps,
} from './realtime-status-indicator';
