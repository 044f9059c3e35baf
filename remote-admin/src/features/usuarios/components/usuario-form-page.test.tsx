import type { UsuarioAdmin } from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, setupFakeApi, testMenuItem, testSession } from '@colabora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsuarioFormPage } from './usuario-form-page';

const api = setupFakeApi();

const RITA: UsuarioAdmin = {
  idUsuario: 7,
  nome: 'Rita Prado',
  telefone: '11988880101',
  email: null,
  idPerfil: 2,
  perfilNome: 'Atendente',
  gestor: false,
  ativo: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const props = (crud: string) => ({
  title: 'Usuários',
  menuItem: testMenuItem('usuarios', crud),
  basePath: '/usuarios',
});
const writes = () => api.calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  api.on('GET', '/api/usuarios/:id', () => ok(RITA));
  // After '/:id': the later route wins for '/api/usuarios/perfis'.
  api.on('GET', '/api/usuarios/perfis', () =>
    ok([
      { idPerfil: 1, nome: 'Gestor' },
      { idPerfil: 2, nome: 'Atendente' },
    ]),
  );
});
afterEach(() => jest.restoreAllMocks());

describe('given a gestor creating a user', () => {
  it('validates with the shared schema, sends the canonical values and shows the temporary password once', async () => {
    api.on('POST', '/api/usuarios', () => ok({ usuario: RITA, senhaTemporaria: 'Abc234defGHJ' }, 'Usuário criado.'));
    const user = userEvent.setup();
    renderWithProviders(<UsuarioFormPage {...props('CRUD')} />, { url: '/usuarios/novo' });

    await user.click(await screen.findByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('Selecione o perfil.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Rita Prado');
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '11988880101');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 98888-0101');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Atendente');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));

    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/api/usuarios',
          json: { nome: 'Rita Prado', telefone: '11988880101', email: null, idPerfil: 2, gestor: false },
        }),
      ]),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Senha temporária' });
    expect(within(dialog).getByRole('status', { name: 'Senha temporária gerada' })).toHaveTextContent('Abc234defGHJ');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Página: /usuarios')).toBeInTheDocument();
  });

  it('shows the API message when the phone is taken', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('POST', '/api/usuarios', () => fail('Já existe um usuário com este telefone.', 409));
    const user = userEvent.setup();
    renderWithProviders(<UsuarioFormPage {...props('CRUD')} />, { url: '/usuarios/novo' });
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Rita');
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '11999990001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Gestor');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe um usuário com este telefone.');
  });
});

describe('given an existing user', () => {
  it('edits it with the current values filled in', async () => {
    api.on('PUT', '/api/usuarios/:id', (call) => ok({ ...RITA, ...(call.json as object) }, 'Usuário atualizado.'));
    const user = userEvent.setup();
    renderWithProviders(<UsuarioFormPage {...props('RU')} />, { url: '/usuarios/7', path: '/usuarios/:id' });
    const nome = await screen.findByRole('textbox', { name: 'Nome' });
    expect(nome).toHaveValue('Rita Prado');
    expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveValue('2');
    await user.clear(nome);
    await user.type(nome, 'Rita P. Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          method: 'PUT',
          path: '/api/usuarios/7',
          json: expect.objectContaining({ nome: 'Rita P. Souza' }),
        }),
      ]),
    );
    expect(await screen.findByText('Página: /usuarios')).toBeInTheDocument();
  });

  it('is read-only without the U letter, or for a user who is not a gestor', async () => {
    renderWithProviders(<UsuarioFormPage {...props('R')} />, { url: '/usuarios/7', path: '/usuarios/:id' });
    expect(await screen.findByText('Atendente')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).not.toContain('/api/usuarios/perfis');
  });

  it('does not offer to save to a non-gestor even with every letter', async () => {
    renderWithProviders(<UsuarioFormPage {...props('CRUD')} />, {
      url: '/usuarios/7',
      path: '/usuarios/:id',
      session: testSession({ gestor: false, idUsuario: 9 }),
    });
    expect(await screen.findByText('Atendente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
  });

  it('says when the user cannot be loaded', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    api.on('GET', '/api/usuarios/:id', () => fail('Usuário não encontrado.', 404));
    renderWithProviders(<UsuarioFormPage {...props('R')} />, { url: '/usuarios/70', path: '/usuarios/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado.');
  });
});
