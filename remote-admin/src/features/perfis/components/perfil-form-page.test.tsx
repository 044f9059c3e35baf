import type { PerfilAcessoDetalhe, PermissaoMenu } from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, reply, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PerfilFormPage } from './perfil-form-page';

const api = setupFakeApi();

const TELAS: PermissaoMenu[] = [
  { idMenu: 1, rota: 'pedidos', titulo: 'Pedidos', crud: '' },
  { idMenu: 16, rota: 'usuarios', titulo: 'Usuários', crud: '' },
];
const CAIXA: PerfilAcessoDetalhe = {
  idPerfil: 4,
  nome: 'Caixa',
  totalUsuarios: 2,
  permissoes: [{ ...TELAS[0]!, crud: 'R' }, TELAS[1]!],
};

const props = (crud: string) => ({
  title: 'Perfis de Acesso',
  menuItem: testMenuItem('perfis', crud),
  basePath: '/perfis',
});
const writes = () => api.calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  api.on('GET', '/api/perfis/:id', () => ok(CAIXA));
  api.on('GET', '/api/perfis/telas', () => ok(TELAS));
});
afterEach(() => jest.restoreAllMocks());

describe('given a gestor creating a profile', () => {
  it('starts from every screen, none granted, and sends the name and the matrix', async () => {
    // The API answers the whole matrix (screens with their names), not the letters it was sent.
    api.on('POST', '/api/perfis', (call) =>
      ok({ ...CAIXA, nome: (call.json as { nome: string }).nome }, 'Perfil criado.'),
    );
    const user = userEvent.setup();
    renderWithProviders(<PerfilFormPage {...props('CRUD')} />, { url: '/perfis/novo' });
    expect(await screen.findByText(/Nenhuma tela concedida\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar perfil' }));
    expect(await screen.findByText('Informe o nome do perfil.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Nome do perfil/ }), 'Caixa');
    await user.click(screen.getByRole('checkbox', { name: 'Editar — Pedidos' }));
    await user.click(screen.getByRole('button', { name: 'Criar perfil' }));
    expect(await screen.findByText('Página: /perfis')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/perfis',
        json: {
          nome: 'Caixa',
          permissoes: [
            { idMenu: 1, crud: 'RU' },
            { idMenu: 16, crud: '' },
          ],
        },
      }),
    ]);
  });
});

describe('given an existing profile', () => {
  it('replaces its matrix, and shows why the server refused', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('PUT', '/api/perfis/:id', () => fail('Já existe um perfil com este nome.', 409));
    const user = userEvent.setup();
    renderWithProviders(<PerfilFormPage {...props('RU')} />, { url: '/perfis/4', path: '/perfis/:id' });
    expect(await screen.findByRole('textbox', { name: /Nome do perfil/ })).toHaveValue('Caixa');
    expect(screen.getByText(/2 usuários têm este perfil/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe um perfil com este nome.');
    await waitFor(() => expect(writes()[0]).toMatchObject({ path: '/api/perfis/4' }));
  });

  it('shows a repeated name on the name field, until the name changes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('PUT', '/api/perfis/:id', () =>
      reply(409, { success: false, message: 'Já existe um perfil com este nome.', campo: 'nome' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PerfilFormPage {...props('RU')} />, { url: '/perfis/4', path: '/perfis/:id' });
    const nome = await screen.findByRole('textbox', { name: /Nome do perfil/ });
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() => expect(nome).toHaveAccessibleDescription('Já existe um perfil com este nome.'));
    expect(nome).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(nome, ' 2');
    expect(nome).not.toHaveAccessibleDescription(/Já existe/);
  });

  it('is read-only without U, and says why', async () => {
    renderWithProviders(<PerfilFormPage {...props('R')} />, { url: '/perfis/4', path: '/perfis/:id' });
    expect(await screen.findByRole('checkbox', { name: 'Ver — Pedidos' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os perfis de acesso.');
    expect(screen.queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });
});
