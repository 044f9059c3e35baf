/** The five states of a SignalR connection (the values of @microsoft/signalr's HubConnectionState). */
export type ConnectionState = 'Connected' | 'Connecting' | 'Reconnecting' | 'Disconnecting' | 'Disconnected';

/** pt-BR label of each connection state. */
export const CONNECTION_STATE_LABELS: Record<ConnectionState, string> = {
  Connected: 'Conectado',
  Connecting: 'Conectando',
  Reconnecting: 'Reconectando',
  Disconnecting: 'Desconectando',
  Disconnected: 'Desconectado',
};

const COLORS: Record<ConnectionState, string> = {
  Connected: '#1e8e3e',
  Connecting: '#f9ab00',
  Reconnecting: '#f9ab00',
  Disconnecting: '#80868b',
  Disconnected: '#d93025',
};

const RANK: Record<ConnectionState, number> = {
  Connected: 0,
  Connecting: 1,
  Reconnecting: 2,
  Disconnecting: 3,
  Disconnected: 4,
};

/**
 * The worse of several connections' states (what the header shows for both hubs).
 * @example worstConnectionState(['Connected', 'Reconnecting']) // 'Reconnecting'
 */
export function worstConnectionState(states: readonly ConnectionState[]): ConnectionState {
  return states.reduce<ConnectionState>((worst, state) => (RANK[state] > RANK[worst] ? state : worst), 'Connected');
}

export type RealtimeStatusIndicatorProps = {
  /** The states of the connections it stands for; it shows the worst. */
  states: readonly ConnectionState[];
};

/**
 * A small dot with an accessible label ("Tempo real: Conectado") for the app's header. It knows
 * no hub: the host passes the states it reads from @colabora/shared/realtime.
 * @example <RealtimeStatusIndicator states={[pedidosState]} />
 */
export function RealtimeStatusIndicator({ states }: RealtimeStatusIndicatorProps) {
  const state = worstConnectionState(states);
  const label = `Tempo real: ${CONNECTION_STATE_LABELS[state]}`;
  return (
    <span
      role="status"
      aria-label={label}
      title={label}
      data-state={state}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 12 }}
    >
      <span
        aria-hidden="true"
        style={{ width: 8, height: 8, borderRadius: '50%', background: COLORS[state], display: 'inline-block' }}
      />
      <span>{CONNECTION_STATE_LABELS[state]}</span>
    </span>
  );
}
