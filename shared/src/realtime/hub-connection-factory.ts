import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_SETTINGS } from './hub-settings';

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
 * Builds a connection as the seed does (SPEC §4, §9): WebSockets only, token auth, the hub's
 * reconnect delays, 30 s server timeout, 15 s keep-alive and stateful reconnect.
 * @example buildHubConnection({ url: '/pedidoshub', accessTokenFactory: () => token, reconnectDelaysMs: [0, 2000] })
 */
export const buildHubConnection: HubConnectionFactory = (spec) =>
  new HubConnectionBuilder()
    .withUrl(spec.url, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: false,
      accessTokenFactory: spec.accessTokenFactory,
    })
    .withAutomaticReconnect([...spec.reconnectDelaysMs])
    .withServerTimeout(HUB_SETTINGS.serverTimeoutMs)
    .withKeepAliveInterval(HUB_SETTINGS.keepAliveIntervalMs)
    .withStatefulReconnect({ bufferSize: HUB_SETTINGS.statefulReconnectBufferSize })
    // The client's Information logs print the WebSocket URL, access_token included: warnings only.
    .configureLogging(LogLevel.Warning)
    .build();
