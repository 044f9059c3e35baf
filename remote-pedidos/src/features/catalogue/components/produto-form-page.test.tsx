import { showToast } from '@colabora/shared/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, calls, httpError } from '../../../test/fake-http';
import { menuItem, renderAt } from '../../../test/fixtures';
import { CataloguePage } from './catalogue-page';
import { ProdutoFormPage } from './produto-form-page';

jest.mock('@colabora/shared/http', () => jest.requireActual('../../../test/fake-http'));

describe('given the catalogue form', () => {
  it('masks the price as money and sends whole cents', async () => {
    jest.spyOn(showToast, 'success').mockReturnValue('');
    answer(() => ({ success: true, message: '"Pastel" incluído no catálogo.', data: { idProdutoServico: 5 } }));
    const user = userEvent.setup();
    renderAt(<ProdutoFormPage />, { path: '/produto-servico/novo', route: '/produto-servico/novo' });
    await user.type(screen.getByLabelText(/^Nome/), 'Pastel');
    await user.type(screen.getByLabelText(/^Preço/), '123456');
    expect(screen.getByLabelText(/^Preço/)).toHaveValue('1.234,56');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/produtos-servicos',
      json: { nome: 'Pastel', descricao: null, categoria: null, precoCentavos: 123456, ativo: true },
    });
  });

  it('refuses an empty name and price with pt-BR messages', async () => {
    answer(() => ({}));
    const user = userEvent.setup();
    renderAt(<ProdutoFormPage />, { path: '/produto-servico/novo', route: '/produto-servico/novo' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe o preço.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a repeated name as the server says it', async () => {
    const failure = jest.spyOn(showToast, 'error').mockReturnValue('');
    answer(() => {
      throw httpError(409, { success: false, message: 'Já existe um produto ou serviço com este nome.' });
    });
    const user = userEvent.setup();
    renderAt(<ProdutoFormPage />, { path: '/produto-servico/novo', route: '/produto-servico/novo' });
    await user.type(screen.getByLabelText(/^Nome/), 'X-Burguer');
    await user.type(screen.getByLabelText(/^Preço/), '100');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Já existe um produto ou serviço com este nome.'));
  });
});

describe('given the catalogue list', () => {
  const items = [
    {
      idProdutoServico: 1,
      nome: 'X-Burguer',
      descricao: null,
      categoria: 'Lanches',
      precoCentavos: 2590,
      ativo: true,
      temFoto: false,
      criadoEm: '',
      atualizadoEm: '',
    },
    {
      idProdutoServico: 2,
      nome: 'Açaí',
      descricao: null,
      categoria: 'Sobremesas',
      precoCentavos: 1800,
      ativo: false,
      temFoto: false,
      criadoEm: '',
      atualizadoEm: '',
    },
  ];
  beforeEach(() => answer(() => ({ success: true, message: '', data: { items, total: 2, page: 1, pageSize: 200 } })));

  it('lists entries with price and state, and every action for CRUD', async () => {
    renderAt(<CataloguePage title="Produtos e Serviços" menuItem={menuItem('produto-servico', 'CRUD')} />);
    expect(await screen.findByText('X-Burguer')).toBeInTheDocument();
    expect(screen.getByText('R$ 25,90')).toBeInTheDocument();
    expect(screen.getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo item' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar X-Burguer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir Açaí' })).toBeInTheDocument();
  });

  it('is read-only for a profile with only R', async () => {
    renderAt(<CataloguePage title="Produtos e Serviços" menuItem={menuItem('produto-servico', 'R')} />);
    expect(await screen.findByText('X-Burguer')).toBeInTheDocument();
    expect(screen.getByText('Somente leitura: seu perfil não altera o catálogo.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Novo item|Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
  });
});
