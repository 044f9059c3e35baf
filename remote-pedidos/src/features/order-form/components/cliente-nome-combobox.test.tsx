import type { ContatoResumo } from '@colabora/shared/contracts/contatos-busca';
import type { CatalogoItem } from '@colabora/shared/contracts/pedidos';
import { ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderFormPage } from './order-form-page';

const api = setupFakeApi();

const CATALOGO: CatalogoItem[] = [
  { idProdutoServico: 1, nome: 'X-Burguer', categoria: 'Lanches', precoCentavos: 2590 },
];
const CONTATOS: ContatoResumo[] = [
  { idContato: 7, nome: 'Mariana Prado', telefone: '11988887777' },
  { idContato: 8, nome: 'Marisa Lopes', telefone: '1133334444' },
];

function renderNewOrder() {
  return renderWithProviders(<OrderFormPage menuItem={testMenuItem('pedidos', 'CRUD', 'Pedidos')} />, {
    url: '/pedidos/novo',
  });
}

const LISTBOX = { name: 'Contatos encontrados' };
const list = async () => within(await screen.findByRole('listbox', LISTBOX));
const searches = () => api.calls.filter((call) => call.path === '/api/contatos/busca').map((c) => c.searchParams.q);

describe('given the customer of a new order', () => {
  beforeEach(() => {
    api.on('GET', '/api/pedidos/catalogo', () => ok(CATALOGO));
    api.on('GET', '/api/contatos/busca', (call) =>
      ok(
        CONTATOS.filter(
          (c) =>
            c.nome.toLowerCase().includes(String(call.searchParams.q).toLowerCase()) ||
            c.telefone === call.searchParams.q,
        ),
      ),
    );
  });

  it('offers matching contacts as the name is typed, once typing pauses, and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    renderNewOrder();
    const nome = await screen.findByRole('combobox', { name: /Nome do cliente/ });
    expect(nome).toHaveAttribute('aria-expanded', 'false');
    await user.type(nome, 'mar');

    const options = (await list()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Mariana Prado · (11) 98888-7777',
      'Marisa Lopes · (11) 3333-4444',
    ]);
    expect(nome).toHaveAttribute('aria-expanded', 'true');
    // Debounced: one search for what was typed, none for the single letter before it.
    expect(searches()).toEqual(['mar']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect((await list()).getByRole('option', { name: /Marisa Lopes/ })).toHaveAttribute('aria-selected', 'true');
    expect(nome).toHaveAttribute('aria-activedescendant', (await list()).getByRole('option', { name: /Marisa/ }).id);
    await user.keyboard('{Enter}');

    expect(nome).toHaveValue('Marisa Lopes');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 3333-4444');
    expect(screen.queryByRole('listbox', LISTBOX)).not.toBeInTheDocument();
    expect(nome).toHaveAttribute('aria-expanded', 'false');
    // Enter chose a contact; it did not submit the order.
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('picks a contact with a click, and Escape closes the list keeping what was typed', async () => {
    const user = userEvent.setup();
    renderNewOrder();
    const nome = await screen.findByRole('combobox', { name: /Nome do cliente/ });
    await user.type(nome, 'mari');
    await (await list()).findByRole('option', { name: /Mariana Prado/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', LISTBOX)).not.toBeInTheDocument();
    expect(nome).toHaveValue('mari');

    await user.type(nome, 'a');
    await user.click((await list()).getByRole('option', { name: 'Mariana Prado · (11) 98888-7777' }));
    expect(nome).toHaveValue('Mariana Prado');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98888-7777');
  });

  it('fills in the name of a known phone, only while the name is empty', async () => {
    const user = userEvent.setup();
    renderNewOrder();
    const nome = await screen.findByRole('combobox', { name: /Nome do cliente/ });
    await user.type(screen.getByLabelText('Telefone'), '11988887777');
    await waitFor(() => expect(nome).toHaveValue('Mariana Prado'));
    expect(searches()).toEqual(['11988887777']);

    await user.clear(screen.getByLabelText('Telefone'));
    await user.clear(nome);
    await user.type(nome, 'Zeca');
    await user.type(screen.getByLabelText('Telefone'), '1133334444');
    // Give a lookup the chance to happen: none does, and the typed name stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(nome).toHaveValue('Zeca');
    expect(searches()).not.toContain('1133334444');
  });
});
