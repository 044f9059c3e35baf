import { HubConnectionState } from '@microsoft/signalr';
import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { chatHubStateAtom, pedidosHubStateAtom } from './hub-state-atoms';
import { RealtimeStatusIndicator } from './realtime-status-indicator';

describe('RealtimeStatusIndicator', () => {
  it('shows the worse of the two hubs in pt-BR, and follows the atoms', () => {
    const store = createStore();
    store.set(pedidosHubStateAtom, HubConnectionState.Connected);
    store.set(chatHubStateAtom, HubConnectionState.Connected);
    render(
      <Provider store={store}>
        <RealtimeStatusIndicator />
      </Provider>,
    );
    expect(screen.getByRole('status', { name: 'Tempo real: Conectado' })).toBeTruthy();
    act(() => store.set(chatHubStateAtom, HubConnectionState.Reconnecting));
    expect(screen.getByRole('status', { name: 'Tempo real: Reconectando' })).toBeTruthy();
  });

  it('can show one hub only', () => {
    const store = createStore();
    store.set(pedidosHubStateAtom, HubConnectionState.Disconnected);
    store.set(chatHubStateAtom, HubConnectionState.Connected);
    render(
      <Provider store={store}>
        <RealtimeStatusIndicator hub="chat" />
      </Provider>,
    );
    expect(screen.getByRole('status', { name: 'Tempo real: Conectado' })).toBeTruthy();
  });
});
