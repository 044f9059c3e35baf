import type { PedidoResumo, StatusPedidoAtualizadoPayload } from '@colabora/shared/contracts';
import { showToast } from '@colabora/shared/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, calls, httpError } from '../../../test/fake-http';
import { emitPedidosEvent, emitReconnected, subscriberCount } from '../../../test/fake-pedidos-hub';
import { menuItem, page, pedido, renderAt } from '../../../test/fixtures';
import { BoardPage } from './board-page';

jest.mock('@colabora/shared/http', () => jest.requireActual('../../../test/fake-http'));
jest.mock('@colabora/shared/realtime', () => jest.requireActual('../../../test/fake-pedidos-hub'));

function column(name: RegExp) {
  return screen.getByRole('region', { name });
}

function renderBoard(crud = 'CRUD') {
  return renderAt(<BoardPage title="Pedidos" menuItem={menuItem('pedidos', crud)} />);
}

describe('given the orders board', () => {
  let orders: PedidoResumo[];

  beforeEach(() => {
    orders = [
      pedido({ numero: 7, cliente: { nome: 'Maria da Silva', telefone: null } }),
      pedido({ numero: 5, status: 'em_preparo', cliente: { nome: 'João Pereira', telefone: null } }),
    ];
    answer((call) => {
      if (call.method === 'GET' && call.url === '/api/pedidos')
        return { success: true, message: '', data: page(orders) };
      throw new Error(`inesperado: ${call.method} ${call.url}`);
    });
  });

  it('shows a column per status with its orders, who is signed in, and the total in BRL', async () => {
    renderBoard();
    expect(await screen.findByRole('link', { name: 'nº 7 · Maria da Silva' })).toBeInTheDocument();
    expect(within(column(/^Novo/)).getAllByTestId('pedido-card')).toHaveLength(1);
    expect(within(column(/^Em preparo/)).getByText(/João Pereira/)).toBeInTheDocument();
    for (const name of [/^Pronto/, /^Entregue/, /^Cancelado/]) {
      expect(within(column(name)).getByText('Nenhum pedido.')).toBeInTheDocument();
    }
    expect(screen.getByTestId('shared-session-user')).toHaveTextContent('Atendente: Ana Souza');
    expect(screen.getByText('R$ 103,60')).toBeInTheDocument();
    expect(calls[0]?.searchParams).toMatchObject({ pageSize: '200', de: expect.any(String), ate: expect.any(String) });
  });

  it('adds a new order from the hub to the Novo column at once, without reloading', async () => {
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    const before = calls.length;
    act(() => emitPedidosEvent('NovoPedido', pedido({ numero: 8, cliente: { nome: 'Carla Nova', telefone: null } })));
    expect(within(column(/^Novo/)).getByRole('link', { name: 'nº 8 · Carla Nova' })).toBeInTheDocument();
    expect(screen.getByText('Novo pedido nº 8 de Carla Nova.')).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('moves a card when another user changes its status, and ignores an older copy arriving late', async () => {
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    const [maria] = orders;
    if (!maria) throw new Error('fixture');
    const moved = { ...maria, status: 'pronto' as const, atualizadoEm: new Date(Date.now() + 1000).toISOString() };
    const payload: StatusPedidoAtualizadoPayload = {
      idPedido: maria.idPedido,
      numero: maria.numero,
      statusAnterior: 'novo',
      status: 'pronto',
      alteradoEm: moved.atualizadoEm,
      alteradoPor: { idUsuario: 2, nome: 'Bruno Lima' },
      pedido: moved,
    };
    act(() => emitPedidosEvent('StatusPedidoAtualizado', payload));
    expect(within(column(/^Pronto/)).getByText(/Maria da Silva/)).toBeInTheDocument();
    expect(within(column(/^Novo/)).queryByText(/Maria da Silva/)).not.toBeInTheDocument();

    act(() => emitPedidosEvent('PedidoAtualizado', maria));
    expect(within(column(/^Pronto/)).getByText(/Maria da Silva/)).toBeInTheDocument();
  });

  it('loads again after the hub reconnects, so orders missed offline appear', async () => {
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    orders = [...orders, pedido({ numero: 9, cliente: { nome: 'Perdido Offline', telefone: null } })];
    act(() => emitReconnected());
    expect(await screen.findByText(/Perdido Offline/)).toBeInTheDocument();
  });

  it('stops listening when it leaves the screen', async () => {
    const before = subscriberCount();
    const { unmount } = renderBoard();
    await screen.findByText(/Maria da Silva/);
    expect(subscriberCount()).toBeGreaterThan(before);
    unmount();
    expect(subscriberCount()).toBe(before);
  });

  it('moves an order with its button and says why the server refused a move', async () => {
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    const [maria] = orders;
    answer((call) => {
      if (call.method === 'PATCH') {
        return { success: true, message: 'Pedido nº 7: Em preparo.', data: { ...maria, status: 'em_preparo' } };
      }
      return { success: true, message: '', data: page(orders) };
    });
    await user.click(screen.getByRole('button', { name: 'Iniciar preparo: pedido nº 7' }));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: `/api/pedidos/${maria?.idPedido}/status`,
      json: { status: 'em_preparo' },
    });
    await waitFor(() => expect(within(column(/^Em preparo/)).getByText(/Maria da Silva/)).toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Pedido nº 7: Em preparo.');

    answer(() => {
      throw httpError(409, { success: false, message: 'Não é possível mudar o pedido de "Pronto" para "Pronto".' });
    });
    await user.click(screen.getByRole('button', { name: 'Marcar como pronto: pedido nº 7' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Não é possível mudar o pedido de "Pronto" para "Pronto".'),
    );
  });

  it('asks before cancelling an order', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido nº 7' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar o pedido nº 7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter pedido' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('offers no new order and no moves to a profile with only R', async () => {
    renderBoard('R');
    await screen.findByText(/Maria da Silva/);
    expect(screen.queryByRole('link', { name: 'Novo pedido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Iniciar preparo|Cancelar/ })).not.toBeInTheDocument();
  });

  it('searches by what is typed, after a pause', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'maria');
    await waitFor(() => expect(calls.at(-1)?.searchParams).toMatchObject({ q: 'maria' }));
  });

  it('shows the empty state, and the error state with a working retry', async () => {
    orders = [];
    const { unmount } = renderBoard();
    expect(await screen.findByRole('heading', { name: 'Nenhum pedido no período' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Novo pedido' })).toHaveLength(2);
    unmount();

    answer(() => {
      throw httpError(500, { success: false, message: 'erro' });
    });
    const user = userEvent.setup();
    renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os pedidos.');
    answer(() => ({
      success: true,
      message: '',
      data: page([pedido({ cliente: { nome: 'Voltou', telefone: null } })]),
    }));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Voltou/)).toBeInTheDocument();
  });
});
