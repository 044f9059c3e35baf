import { act, screen } from '@testing-library/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as v from '@colabora/shared/schema';
import type { Pedido } from '../contracts';
import { getData } from '../http/read-envelope';
import { http } from '../http/http-client';
import { onPedidosEvent } from '../realtime/pedidos-hub';
import { ok, setupFakeApi } from './fake-api';
import { setupFakeHubs } from './fake-hubs';
import { renderWithProviders } from './render-with-providers';

const api = setupFakeApi();
const hubs = setupFakeHubs();

/** A screen written the way every feature is: a query, and a hub event written into its cache. */
function Numeros() {
  const queryClient = useQueryClient();
  const numeros = useQuery({
    queryKey: ['numeros'],
    queryFn: () => getData(http.get('/api/numeros'), v.array(v.number())),
  });
  useEffect(
    () =>
      onPedidosEvent('NovoPedido', (pedido) =>
        queryClient.setQueryData<number[]>(['numeros'], (old) => [...(old ?? []), pedido.numero]),
      ),
    [queryClient],
  );
  return <p>Números: {numeros.data?.join(', ') ?? 'carregando'}</p>;
}

describe('the test helpers, used as a feature test uses them', () => {
  it('answer the screen from the fake API, with the session token on the request', async () => {
    api.on('GET', '/api/numeros', () => ok([1, 2]));
    renderWithProviders(<Numeros />);
    expect(await screen.findByText('Números: 1, 2')).toBeInTheDocument();
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer token-de-teste');
  });

  it('deliver a hub event to the screen’s subscription', async () => {
    api.on('GET', '/api/numeros', () => ok([1]));
    renderWithProviders(<Numeros />);
    await screen.findByText('Números: 1');
    const requests = api.calls.length;
    act(() => hubs.emitPedidos('NovoPedido', { numero: 9 } as Pedido));
    // TanStack Query notifies on the next tick: find, not get.
    expect(await screen.findByText('Números: 1, 9')).toBeInTheDocument();
    expect(api.calls).toHaveLength(requests);
  });

  it('refetch what is on screen after a hub reconnect', async () => {
    let numeros = [1];
    api.on('GET', '/api/numeros', () => ok(numeros));
    renderWithProviders(<Numeros />);
    await screen.findByText('Números: 1');
    numeros = [1, 5];
    await act(() => hubs.reconnect());
    expect(await screen.findByText('Números: 1, 5')).toBeInTheDocument();
    expect(hubs.pedidos.invoked.map(([method]) => method)).toEqual(['JoinPedidosGroup', 'JoinPedidosGroup']);
  });
});
