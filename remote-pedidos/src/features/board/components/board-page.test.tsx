import {
  PEDIDO_STATUS_LABELS,
  type Pedido,
  type PedidosPage,
  type PedidoStatus,
  type StatusPedidoAtualizadoPayload,
} from '@colabora/shared/contracts/pedidos';
import { createQueryClient } from '@colabora/shared/query';
import {
  fail,
  ok,
  renderWithProviders,
  reply,
  setupFakeApi,
  setupFakeHubs,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pedidosListQueryKey } from '../../../lib/api/pedidos-cache';
import { page, pedido } from '../../../test/fixtures';
import { BoardPage } from './board-page';

const api = setupFakeApi();
const hubs = setupFakeHubs();
afterEach(() => jest.restoreAllMocks());

function column(name: RegExp) {
  return screen.getByRole('region', { name });
}

function renderBoard(crud = 'CRUD', queryClient?: QueryClient, session = testSession()) {
  return renderWithProviders(<BoardPage title="Pedidos" menuItem={testMenuItem('pedidos', crud, 'Pedidos')} />, {
    url: '/pedidos',
    queryClient,
    session,
  });
}

const READ_ONLY = 'Seu perfil permite apenas consultar os pedidos.';

const listRequests = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/pedidos');

describe('given the orders board', () => {
  let orders: Pedido[];

  beforeEach(() => {
    orders = [
      pedido({ numero: 7, cliente: { nome: 'Maria da Silva', telefone: null } }),
      pedido({ numero: 5, status: 'em_preparo', cliente: { nome: 'João Pereira', telefone: null } }),
    ];
    api.on('GET', '/api/pedidos', () => ok(page(orders)));
    // As the server does: a move changes the order, in its answer and in every list from then on.
    api.on('PATCH', '/api/pedidos/:id/status', (call) => {
      const status = (call.json as { status: PedidoStatus }).status;
      const index = orders.findIndex((order) => order.idPedido === Number(call.params.id));
      const current = orders[index];
      if (!current) return fail('Pedido não encontrado.', 404);
      const moved: Pedido = { ...current, status, atualizadoEm: new Date(Date.now() + 1000).toISOString() };
      orders[index] = moved;
      return ok(moved, `Pedido nº ${moved.numero}: ${PEDIDO_STATUS_LABELS[status]}.`);
    });
  });

  it('on a phone shows one status at a time, picked with its count (#28 item 11)', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByRole('link', { name: 'nº 7 · Maria da Silva' });
    const picker = screen.getByRole('group', { name: 'Status mostrado' });
    expect(within(picker).getByRole('button', { name: 'Novo 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(picker).getByRole('button', { name: 'Em preparo 1' })).toHaveAttribute('aria-pressed', 'false');
    // The container query hides the columns marked off-phone below two columns' width.
    expect(column(/^Novo/)).not.toHaveClass('pedidos-column--off-phone');
    expect(column(/^Em preparo/)).toHaveClass('pedidos-column--off-phone');
    await user.click(within(picker).getByRole('button', { name: 'Em preparo 1' }));
    expect(column(/^Em preparo/)).not.toHaveClass('pedidos-column--off-phone');
    expect(column(/^Novo/)).toHaveClass('pedidos-column--off-phone');
  });

  it('shows a column per status with its orders, and the total in BRL', async () => {
    renderBoard();
    expect(await screen.findByRole('link', { name: 'nº 7 · Maria da Silva' })).toBeInTheDocument();
    expect(within(column(/^Novo/)).getAllByTestId('pedido-card')).toHaveLength(1);
    expect(within(column(/^Em preparo/)).getByText(/João Pereira/)).toBeInTheDocument();
    for (const name of [/^Pronto/, /^Entregue/, /^Cancelado/]) {
      expect(within(column(name)).getByText('Nenhum pedido.')).toBeInTheDocument();
    }
    expect(screen.getByText('R$ 103,60')).toBeInTheDocument();
    expect(api.calls[0]?.searchParams).toMatchObject({
      pageSize: '200',
      de: expect.any(String),
      ate: expect.any(String),
    });
  });

  it('adds a new order from the hub to the Novo column at once, without reloading', async () => {
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    const before = api.calls.length;
    act(() => hubs.emitPedidos('NovoPedido', pedido({ numero: 8, cliente: { nome: 'Carla Nova', telefone: null } })));
    expect(await within(column(/^Novo/)).findByRole('link', { name: 'nº 8 · Carla Nova' })).toBeInTheDocument();
    expect(screen.getByText('Novo pedido nº 8 de Carla Nova.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(before);
  });

  it('moves a card when another user changes its status, and ignores an older copy arriving late', async () => {
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    const [maria] = orders;
    if (!maria) throw new Error('fixture');
    const moved: Pedido = { ...maria, status: 'pronto', atualizadoEm: new Date(Date.now() + 1000).toISOString() };
    const payload: StatusPedidoAtualizadoPayload = {
      idPedido: maria.idPedido,
      numero: maria.numero,
      statusAnterior: 'novo',
      status: 'pronto',
      alteradoEm: moved.atualizadoEm,
      alteradoPor: { idUsuario: 2, nome: 'Bruno Lima' },
      pedido: moved,
    };
    act(() => hubs.emitPedidos('StatusPedidoAtualizado', payload));
    expect(await within(column(/^Pronto/)).findByText(/Maria da Silva/)).toBeInTheDocument();
    expect(within(column(/^Novo/)).queryByText(/Maria da Silva/)).not.toBeInTheDocument();

    act(() => hubs.emitPedidos('PedidoAtualizado', maria));
    // Events are applied in order: once a later one shows, the late copy has been dealt with.
    act(() => hubs.emitPedidos('NovoPedido', pedido({ numero: 9, cliente: { nome: 'Depois', telefone: null } })));
    await screen.findByRole('link', { name: 'nº 9 · Depois' });
    expect(within(column(/^Pronto/)).getByText(/Maria da Silva/)).toBeInTheDocument();
  });

  it('loads again after the hub reconnects, so orders missed offline appear', async () => {
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    orders = [...orders, pedido({ numero: 9, cliente: { nome: 'Perdido Offline', telefone: null } })];
    await act(() => hubs.reconnect());
    expect(await screen.findByText(/Perdido Offline/)).toBeInTheDocument();
  });

  it('stops listening when it leaves the screen', async () => {
    const { unmount, queryClient } = renderBoard();
    await screen.findByText(/Maria da Silva/);
    unmount();
    hubs.emitPedidos('NovoPedido', pedido({ numero: 8, cliente: { nome: 'Depois de sair', telefone: null } }));
    const lists = queryClient.getQueriesData<PedidosPage>({ queryKey: pedidosListQueryKey() });
    expect(lists.map(([, list]) => list?.items.map((item) => item.numero))).toEqual([[7, 5]]);
  });

  it('loads again when it comes back, since events were not followed meanwhile', async () => {
    // The app's own defaults: data counts as fresh for a while, so only the board can say it is not.
    const queryClient = createQueryClient();
    const first = renderBoard('CRUD', queryClient);
    await screen.findByText(/Maria da Silva/);
    first.unmount();
    orders = [...orders, pedido({ numero: 9, cliente: { nome: 'Enquanto fora', telefone: null } })];
    renderBoard('CRUD', queryClient);
    expect(await screen.findByText(/Enquanto fora/)).toBeInTheDocument();
  });

  it('moves an order with its button and says why the server refused a move', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    const [maria] = orders;
    await user.click(screen.getByRole('button', { name: 'Iniciar preparo: pedido nº 7' }));
    expect(await within(column(/^Em preparo/)).findByText(/Maria da Silva/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/api/pedidos/${maria?.idPedido}/status`,
      json: { status: 'em_preparo' },
    });
    expect(success).toHaveBeenCalledWith('Pedido nº 7: Em preparo.');

    api.on('PATCH', '/api/pedidos/:id/status', () =>
      fail('Não é possível mudar o pedido de "Pronto" para "Pronto".', 409),
    );
    await user.click(screen.getByRole('button', { name: 'Marcar como pronto: pedido nº 7' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Não é possível mudar o pedido de "Pronto" para "Pronto".'),
    );
    expect(within(column(/^Em preparo/)).getByText(/Maria da Silva/)).toBeInTheDocument();
  });

  it('asks the server for its list again after a move, with the same filters', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    await user.click(screen.getByRole('button', { name: 'Iniciar preparo: pedido nº 7' }));
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(listRequests()[1]?.searchParams).toEqual(listRequests()[0]?.searchParams);
    expect(within(column(/^Em preparo/)).getByText(/Maria da Silva/)).toBeInTheDocument();
  });

  it('asks before cancelling an order', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido nº 7' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar o pedido nº 7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter pedido' }));
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows who is signed in by name and profile, as they are', async () => {
    const { unmount } = renderBoard();
    expect(await screen.findByTestId('shared-session-user')).toHaveTextContent(/^Ana Souza · Gestor$/);
    unmount();
    renderBoard('R', undefined, testSession({ nome: 'Bruno Lima', perfilNome: 'Atendente', gestor: false }));
    expect(await screen.findByTestId('shared-session-user')).toHaveTextContent(/^Bruno Lima · Atendente$/);
  });

  it('offers no new order and no moves to a profile with only R, and says why', async () => {
    renderBoard('R');
    await screen.findByText(/Maria da Silva/);
    expect(screen.queryByRole('link', { name: 'Novo pedido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Iniciar preparo|Cancelar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(READ_ONLY);
  });

  it('says nothing about reading only to a profile that may create or move orders', async () => {
    for (const crud of ['CRUD', 'RU', 'CR']) {
      const { unmount } = renderBoard(crud);
      await screen.findByText(/Maria da Silva/);
      expect(screen.queryByText(READ_ONLY)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('searches by what is typed, after a pause', async () => {
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText(/Maria da Silva/);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'maria');
    await waitFor(() => expect(api.calls.at(-1)?.searchParams).toMatchObject({ q: 'maria' }));
  });

  it('shows the empty state, and the error state with a working retry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    orders = [];
    const { unmount } = renderBoard();
    expect(await screen.findByRole('heading', { name: 'Nenhum pedido no período' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Novo pedido' })).toHaveLength(2);
    unmount();

    api.on('GET', '/api/pedidos', () => reply(500, 'Internal Server Error'));
    const user = userEvent.setup();
    renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os pedidos.');
    api.on('GET', '/api/pedidos', () => ok(page([pedido({ cliente: { nome: 'Voltou', telefone: null } })])));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Voltou/)).toBeInTheDocument();
  });
});
