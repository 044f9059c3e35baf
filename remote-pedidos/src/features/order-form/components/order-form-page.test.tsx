import type { CatalogoItem } from '@colabora/shared/contracts';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, calls, httpError } from '../../../test/fake-http';
import { renderAt } from '../../../test/fixtures';
import { OrderFormPage } from './order-form-page';

jest.mock('@colabora/shared/http', () => jest.requireActual('../../../test/fake-http'));

const CATALOGO: CatalogoItem[] = [
  { idProdutoServico: 1, nome: 'X-Burguer', categoria: 'Lanches', precoCentavos: 2590 },
  { idProdutoServico: 9, nome: 'Refrigerante lata', categoria: 'Bebidas', precoCentavos: 700 },
];

describe('given the new order form', () => {
  beforeEach(() => {
    answer((call) => {
      if (call.url === '/api/pedidos/catalogo') return { success: true, message: '', data: CATALOGO };
      if (call.method === 'POST') return { success: true, message: 'Pedido nº 21 criado.', data: { idPedido: 21 } };
      throw new Error(`inesperado: ${call.method} ${call.url}`);
    });
  });

  it('adds products with quantities, shows the total in BRL, and sends items without prices', async () => {
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderAt(<OrderFormPage />, { path: '/pedidos/novo', route: '/pedidos/novo' });
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
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/pedidos',
      json: {
        cliente: { nome: 'Maria da Silva', telefone: '11987654321' },
        itens: [
          { idProdutoServico: 1, quantidade: 2 },
          { idProdutoServico: 9, quantidade: 2 },
        ],
        observacoes: null,
        formaPagamento: 'pix',
        origem: 'whatsapp',
      },
      searchParams: undefined,
    });
    expect(await screen.findByText('outra página')).toBeInTheDocument();
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    renderAt(<OrderFormPage />, { path: '/pedidos/novo', route: '/pedidos/novo' });
    await user.click(await screen.findByRole('button', { name: 'Criar pedido' }));
    expect(await screen.findByText('Informe o nome do cliente.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Adicione ao menos um item.');
    expect(screen.getByLabelText(/Nome do cliente/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's reason when it refuses the order", async () => {
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    answer((call) => {
      if (call.url === '/api/pedidos/catalogo') return { success: true, message: '', data: CATALOGO };
      throw httpError(400, { success: false, message: '"X-Burguer" está inativo no catálogo.' });
    });
    const user = userEvent.setup();
    renderAt(<OrderFormPage />, { path: '/pedidos/novo', route: '/pedidos/novo' });
    await user.type(await screen.findByLabelText(/Nome do cliente/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Adicionar X-Burguer' }));
    await user.click(screen.getByRole('button', { name: 'Criar pedido' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('"X-Burguer" está inativo no catálogo.'));
    expect(screen.getByRole('heading', { name: 'Novo pedido' })).toBeInTheDocument();
  });
});
