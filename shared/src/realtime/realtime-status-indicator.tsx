import { HubConnectionState } from '@microsoft/signalr';
import { useAtomValue } from 'jotai';
import { chatHubStateAtom, pedidosHubStateAtom } from './hub-state-atoms';

/** pt-BR label of each connection state. */
export const HUB_STATE_LABELS: Record<HubConnectionState, string> = {
  [HubConnectionState.Connected]: 'Conectado',
  [HubConnectionState.Connecting]: 'Conectando',
  [HubConnectionState.Reconnecting]: 'Reconectando',
  [HubConnectionState.Disconnecting]: 'Desconectando',
  [HubConnectionState.Disconnected]: 'Desconectado',
};

const COLORS: Record<HubConnectionState, string> = {
  [HubConnectionState.Connected]: '#1e8e3e',
  [HubConnectionState.Connecting]: '#f9ab00',
  [HubConnectionState.Reconnecting]: '#f9ab00',
  [HubConnectionState.Disconnecting]: '#80868b',
  [HubConnectionState.Disconnected]: '#d93025',
};

export type RealtimeStatusIndicatorProps = {
  /** Which hub to show; by default the worse of the two. */
  hub?: 'pedidos' | 'chat';
};

const RANK: Record<HubConnectionState, number> = {
  [HubConnectionState.Connected]: 0,
  [HubConnectionState.Connecting]: 1,
  [HubConnectionState.Reconnecting]: 2,
  [HubConnectionState.Disconnecting]: 3,
  [HubConnectionState.Disconnected]: 4,
};

/**
 * A small dot with an accessible label ("Tempo real: Conectado") for the app's header.
 * @example <RealtimeStatusIndicator />
 */
export function RealtimeStatusIndicator({ hub }: RealtimeStatusIndicatorProps) {
  const pedidos = useAtomValue(pedidosHubStateAtom);
  const chat = useAtomValue(chatHubStateAtom);
  const state = hub === 'pedidos' ? pedidos : hub === 'chat' ? chat : RANK[pedidos] >= RANK[chat] ? pedidos : chat;
  const label = `Tempo real: ${HUB_STATE_LABELS[state]}`;
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
      <span>{HUB_STATE_LABELS[state]}</span>
    </span>
  );
}
