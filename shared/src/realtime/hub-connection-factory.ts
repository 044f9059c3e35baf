import type { HubConnection } from '@microsoft/signalr';
import { HUB_SETTINGS } from './hub-settings';
import { lazyHubConnection } from './lazy-hub-connection';

/** The part of a HubConnection the singleton uses; tests hand in a fake with the same shape. */
export type HubLike = Pick<
  HubConnection,
  | 'start'
  | 'stop'
  | 'on'
  | 'off'
  | 'onclose'
  | 'onreconnecting'
  | 'onreconnected'
  | 'invoke'
  | 'send'
  | 'state'
  | 'connectionId'
>;

export type HubConnectionSpec = {
  url: string;
  accessTokenFactory: () => string;
  reconnectDelaysMs: readonly number[];
};

export type HubConnectionFactory = (spec: HubConnectionSpec) => HubLike;

/**
 * The SignalR connection as the seed builds it (SPEC §4, §9): WebSockets only, token auth, the
 * hub's reconnect delays, 30 s server timeout, 15 s keep-alive and stateful reconnect. Imports the
 * client first (55 KB), so it is called when a hub starts, not with the screens that listen to it.
 */
export async function createSignalRConnection(spec: HubConnectionSpec): Promise<HubConnection> {
  const signalr = await import('@microsoft/signalr');
  return (
    new signalr.HubConnectionBuilder()
      .withUrl(spec.url, {
        transport: signalr.HttpTransportType.WebSockets,
        skipNegotiation: false,
        accessTokenFactory: spec.accessTokenFactory,
      })
      .withAutomaticReconnect([...spec.reconnectDelaysMs])
      .withServerTimeout(HUB_SETTINGS.serverTimeoutMs)
      .withKeepAliveInterval(HUB_SETTINGS.keepAliveIntervalMs)
      .withStatefulReconnect({ bufferSize: HUB_SETTINGS.statefulReconnectBufferSize })
      // The client's Information logs print the WebSocket URL, access_token included: warnings only.
      .configureLogging(signalr.LogLevel.Warning)
      .build()
  );
}

/**
 * The app's hub connections: the seed's (createSignalRConnection), built on their first start.
 * @example buildHubConnection({ url: '/pedidoshub', accessTokenFactory: () => token, reconnectDelaysMs: [0, 2000] })
 */
export const buildHubConnection: HubConnectionFactory = (spec) =>
  lazyHubConnection(() => createSignalRConnection(spec));
