import type { CatalogoItem } from '@colabora/shared/contracts/pedidos';
import { fail, ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pedido } from '../../../test/fixtures';
import { OrderFormPage } from './order-form-page';

const api = setupFakeApi();
afterEach(() => jest.restoreAllMocks());
// The customer field searches the contacts as the person types; no contact matches by default.
beforeEach(() => api.on('GET', '/api/contatos/busca', () => ok([])));

const CATALOGO: CatalogoItem[] = [
  { idProdutoServico: 1, nome: 'X-Burguer', categoria: 'Lanches', precoCentavos: 2590 },
  { idProdutoServico: 9, nome: 'Refrigerante lata', categoria: 'Bebidas', precoCentavos: 700 },
];

const PEDIDOS = testMenuItem('pedidos', 'CRUD', 'Pedidos');

function renderNewOrder(menuItem = PEDIDOS) {
  return renderWithProviders(<OrderFormPage menuItem={menuItem} />, { url: '/pedidos/novo' });
}

describe('given the new order form', () => {
  beforeEach(() => {
    api.on('GET', '/api/pedidos/catalogo', () => ok(CATALOGO));
    api.on('POST', '/api/pedidos', () => ok(pedido({ idPedido: 21, numero: 21 }), 'Pedido nº 21 criado.'));
  });

  it('adds products with quantities, shows the total in BRL, and sends items without prices', async () => {
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderNewOrder();
    await user.type(await screen.findByLabelText(/Nome do cliente/), 'Maria da Silva');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await user.selectOptions(screen.getByLabelText('Origem'), 'WhatsApp');

    await user.click(screen.getByRole('button', { name: 'Adicionar X-Burguer' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar X-Burguer' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Refrigerante lata' }));
    await user.click(screen.getByRole('button', { name: 'Mais 1 Refrigerante lata' }));
    expect(screen.getByLabelText('Quantidade de X-Burguer')).toHaveValue(2);
    expect(screen.getByTestId('pedido-total')).toHaveTextContent('R$ 65,80');

    await user.click(screen.getByRole('button', { name: 'Criar pedido' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pedido nº 21 criado.'));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/pedidos');
    expect(post?.searchParams).toEqual({});
    expect(post?.json).toEqual({
      cliente: { nome: 'Maria da Silva', telefone: '11987654321' },
      itens: [
        { idProdutoServico: 1, quantidade: 2 },
        { idProdutoServico: 9, quantidade: 2 },
      ],
      observacoes: null,
      formaPagamento: 'pix',
      origem: 'whatsapp',
    });
    expect(await screen.findByText('Página: /pedidos')).toBeInTheDocument();
  });

  it('comes with the customer filled in when started from a chat (nome and telefone in the link)', async () => {
    renderWithProviders(<OrderFormPage menuItem={PEDIDOS} />, {
      url: '/pedidos/novo?nome=Joana%20Painel&telefone=11977771234',
      path: '/pedidos/novo',
    });
    expect(await screen.findByLabelText(/Nome do cliente/)).toHaveValue('Joana Painel');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 97777-1234');
    expect(screen.getByLabelText('Origem')).toHaveValue('whatsapp');
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    renderNewOrder();
    await user.click(await screen.findByRole('button', { name: 'Criar pedido' }));
    expect(await screen.findByText('Informe o nome do cliente.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Adicione ao menos um item.');
    expect(screen.getByLabelText(/Nome do cliente/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's reason when it refuses the order", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    api.on('POST', '/api/pedidos', () => fail('"X-Burguer" está inativo no catálogo.', 400));
    const user = userEvent.setup();
    renderNewOrder();
    await user.type(await screen.findByLabelText(/Nome do cliente/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Adicionar X-Burguer' }));
    await user.click(screen.getByRole('button', { name: 'Criar pedido' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('"X-Burguer" está inativo no catálogo.'));
    expect(screen.getByRole('heading', { name: 'Novo pedido' })).toBeInTheDocument();
  });

  it('shows a refusal about the items at the items, until they change', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    api.on('POST', '/api/pedidos', () =>
      reply(400, { success: false, message: '"X-Burguer" está inativo no catálogo.', campo: 'itens' }),
    );
    const user = userEvent.setup();
    renderNewOrder();
    await user.type(await screen.findByLabelText(/Nome do cliente/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Adicionar X-Burguer' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Refrigerante lata' }));
    await user.click(screen.getByRole('button', { name: 'Criar pedido' }));

    const itens = screen.getByRole('region', { name: 'Itens' });
    expect(await within(itens).findByRole('alert')).toHaveTextContent('"X-Burguer" está inativo no catálogo.');
    expect(failure).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remover X-Burguer' }));
    await waitFor(() => expect(within(itens).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps in the toast a refusal about the customer, which names no single field', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    api.on('POST', '/api/pedidos', () =>
      reply(400, { success: false, message: 'Telefone inválido: informe DDD e número.', campo: 'cliente' }),
    );
    const user = userEvent.setup();
    renderNewOrder();
    await user.type(await screen.findByLabelText(/Nome do cliente/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Adicionar X-Burguer' }));
    await user.click(screen.getByRole('button', { name: 'Criar pedido' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Telefone inválido: informe DDD e número.'));
  });
});

describe('given a profile that cannot save orders', () => {
  it('says why instead of offering a form the server would refuse', async () => {
    renderNewOrder(testMenuItem('pedidos', 'R', 'Pedidos'));
    expect(screen.getByRole('heading', { name: 'Novo pedido' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os pedidos.');
    expect(screen.queryByRole('button', { name: 'Criar pedido' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos pedidos' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toHaveLength(0);
  });
});

describe('given an order being edited', () => {
  const maria = pedido({
    idPedido: 7,
    numero: 7,
    cliente: { nome: 'Maria da Silva', telefone: '11987654321' },
    itens: [
      {
        idProdutoServico: 1,
        descricao: 'X-Burguer',
        quantidade: 1,
        precoUnitarioCentavos: 2000,
        subtotalCentavos: 2000,
      },
    ],
    totalCentavos: 2000,
  });

  let answerPedido: () => unknown;

  beforeEach(() => {
    answerPedido = () => ok(maria);
    // Registered before the catalogue, whose path it would match too (the later route wins).
    api.on('GET', '/api/pedidos/:id', () => answerPedido());
    api.on('GET', '/api/pedidos/catalogo', () => ok(CATALOGO));
    api.on('PUT', '/api/pedidos/:id', () => ok({ ...maria, numero: 7 }, 'Pedido nº 7 atualizado.'));
  });

  it('loads the order, keeps the price it was taken at, and sends the change to that order', async () => {
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderWithProviders(<OrderFormPage menuItem={PEDIDOS} />, {
      url: '/pedidos/7/editar',
      path: '/pedidos/:idPedido/editar',
    });
    expect(await screen.findByRole('heading', { name: 'Editar pedido nº 7' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome do cliente/)).toHaveValue('Maria da Silva');
    expect(screen.getByTestId('pedido-total')).toHaveTextContent('R$ 20,00');

    await user.click(screen.getByRole('button', { name: 'Mais 1 X-Burguer' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pedido nº 7 atualizado.'));
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/pedidos/7',
      json: { itens: [{ idProdutoServico: 1, quantidade: 2 }] },
    });
    expect(await screen.findByText('Página: /pedidos/7')).toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    answerPedido = () => fail('Pedido não encontrado.', 404);
    renderWithProviders(<OrderFormPage menuItem={PEDIDOS} />, {
      url: '/pedidos/8/editar',
      path: '/pedidos/:idPedido/editar',
    });
    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeInTheDocument();
  });
});
