import type { HubConnectionState as SignalRHubConnectionState } from '@microsoft/signalr';

/**
 * The five states of a SignalR connection, the same values as @microsoft/signalr's
 * HubConnectionState, without loading the client: the hubs' code waits until a hub starts
 * (lazy-hub-connection.ts), but the state atoms and the header's dot exist from the first render.
 */
export const HubConnectionState = {
  Disconnected: 'Disconnected' as SignalRHubConnectionState.Disconnected,
  Connecting: 'Connecting' as SignalRHubConnectionState.Connecting,
  Connected: 'Connected' as SignalRHubConnectionState.Connected,
  Disconnecting: 'Disconnecting' as SignalRHubConnectionState.Disconnecting,
  Reconnecting: 'Reconnecting' as SignalRHubConnectionState.Reconnecting,
} as const;

export type HubConnectionState = SignalRHubConnectionState;
