import { PEDIDO_STATUS_LABELS, type Pedido, type PedidoStatus } from '@colabora/shared/contracts/pedidos';
import { fail, ok, renderWithProviders, setupFakeApi, setupFakeHubs, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pedido } from '../../../test/fixtures';
import { OrderDetailPage } from './order-detail-page';

const api = setupFakeApi();
const hubs = setupFakeHubs();
afterEach(() => jest.restoreAllMocks());

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 15, minutes)).toISOString();
const ana = { idUsuario: 1, nome: 'Ana Souza' };
const bruno = { idUsuario: 2, nome: 'Bruno Lima' };

/** The order after a move at `minutes`, as the server sends it: status, times and history. */
function movedTo(order: Pedido, status: PedidoStatus, minutes: number, by = bruno): Pedido {
  return {
    ...order,
    status,
    statusAlteradoEm: at(minutes),
    atualizadoEm: at(minutes),
    historico: [...order.historico, { statusAnterior: order.status, status, alteradoEm: at(minutes), alteradoPor: by }],
  };
}

/** TanStack Query tells the screen on the next tick: after it, what an event did (or not) shows. */
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

function renderDetail(url = '/pedidos/7', crud = 'CRUD') {
  return renderWithProviders(<OrderDetailPage title="Pedidos" menuItem={testMenuItem('pedidos', crud, 'Pedidos')} />, {
    url,
    path: '/pedidos/:idPedido',
  });
}

function history() {
  return within(screen.getByRole('list'));
}

describe("given an order's detail", () => {
  let maria: Pedido;

  beforeEach(() => {
    maria = pedido({
      idPedido: 7,
      numero: 7,
      cliente: { nome: 'Maria da Silva', telefone: null },
      criadoEm: at(0),
      statusAlteradoEm: at(0),
      atualizadoEm: at(0),
      historico: [{ statusAnterior: null, status: 'novo', alteradoEm: at(0), alteradoPor: ana }],
    });
    api.on('GET', '/api/pedidos/:id', () => ok(maria));
  });

  it('shows the order with its status and history', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Pedido nº 7' })).toBeInTheDocument();
    expect(screen.getByText('Pedido nº 7 · Maria da Silva')).toBeInTheDocument();
    expect(history().getAllByRole('listitem')).toHaveLength(1);
    expect(api.calls[0]?.path).toBe('/api/pedidos/7');
  });

  it("shows another user's move at once, history included, without loading it again", async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Pedido nº 7' });
    const requests = api.calls.length;
    const moved = movedTo(maria, 'em_preparo', 5);
    act(() =>
      hubs.emitPedidos('StatusPedidoAtualizado', {
        idPedido: 7,
        numero: 7,
        statusAnterior: 'novo',
        status: 'em_preparo',
        alteradoEm: moved.atualizadoEm,
        alteradoPor: bruno,
        pedido: moved,
      }),
    );
    expect(await screen.findByText(/Bruno Lima/)).toBeInTheDocument();
    expect(history().getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Marcar como pronto: pedido nº 7' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(requests);
  });

  it('ignores a copy older than the one shown, and events about other orders', async () => {
    maria = movedTo(maria, 'em_preparo', 5);
    renderDetail();
    await screen.findByRole('button', { name: 'Marcar como pronto: pedido nº 7' });
    const older: Pedido = { ...maria, status: 'novo', atualizadoEm: at(1), historico: maria.historico.slice(0, 1) };
    await act(async () => {
      hubs.emitPedidos('PedidoAtualizado', older);
      hubs.emitPedidos('PedidoAtualizado', pedido({ idPedido: 8, numero: 8 }));
      await nextTick();
    });
    expect(screen.getByRole('button', { name: 'Marcar como pronto: pedido nº 7' })).toBeInTheDocument();
    expect(screen.getByText('Pedido nº 7 · Maria da Silva')).toBeInTheDocument();
    expect(history().getAllByRole('listitem')).toHaveLength(2);
  });

  it('moves the order with its button and shows the answer, history included', async () => {
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    api.on('PATCH', '/api/pedidos/:id/status', (call) => {
      const { status } = call.json as { status: PedidoStatus };
      maria = movedTo(maria, status, 9, ana);
      return ok(maria, `Pedido nº 7: ${PEDIDO_STATUS_LABELS[status]}.`);
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Iniciar preparo: pedido nº 7' }));
    expect(await screen.findByRole('button', { name: 'Marcar como pronto: pedido nº 7' })).toBeInTheDocument();
    expect(history().getAllByRole('listitem')).toHaveLength(2);
    expect(success).toHaveBeenCalledWith('Pedido nº 7: Em preparo.');
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('offers no edit and no moves without U, and says why', async () => {
    renderDetail('/pedidos/7', 'CR');
    expect(await screen.findByRole('heading', { name: 'Pedido nº 7' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar este pedido.');
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Iniciar preparo|Cancelar/ })).not.toBeInTheDocument();
    // Printing the ticket is reading too.
    expect(screen.getByRole('button', { name: 'Imprimir comanda' })).toBeInTheDocument();
  });

  it('says nothing about reading only when the order can be moved', async () => {
    renderDetail();
    await screen.findByRole('button', { name: 'Iniciar preparo: pedido nº 7' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    api.on('GET', '/api/pedidos/:id', () => fail('Pedido não encontrado.', 404));
    renderDetail('/pedidos/99');
    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeInTheDocument();
  });
});
