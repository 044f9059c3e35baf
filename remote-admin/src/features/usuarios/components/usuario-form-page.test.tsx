import type { UsuarioAdmin } from '@colabora/shared/contracts';
import {
  fail,
  ok,
  renderWithProviders,
  reply,
  setupFakeApi,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
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

  async function fillAndCreate(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Rita');
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '11999990001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Gestor');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
  }

  it('shows a taken phone on the phone field, not in a banner, until the phone changes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('POST', '/api/usuarios', () =>
      reply(409, { success: false, message: 'Este telefone já está cadastrado.', campo: 'telefone' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UsuarioFormPage {...props('CRUD')} />, { url: '/usuarios/novo' });
    await fillAndCreate(user);

    const telefone = screen.getByRole('textbox', { name: 'Telefone' });
    await waitFor(() => expect(telefone).toHaveAccessibleDescription(/Este telefone já está cadastrado\./));
    expect(telefone).toHaveAttribute('aria-invalid', 'true');
    expect(telefone).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(telefone, '{Backspace}2');
    expect(telefone).not.toHaveAccessibleDescription(/já está cadastrado/);
    expect(telefone).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a refusal about no one field above the buttons', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('POST', '/api/usuarios', () => fail('O perfil escolhido não existe mais.', 409));
    const user = userEvent.setup();
    renderWithProviders(<UsuarioFormPage {...props('CRUD')} />, { url: '/usuarios/novo' });
    await fillAndCreate(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('O perfil escolhido não existe mais.');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).not.toHaveAttribute('aria-invalid');
  });

  it('tells the gestor flag apart from the profile', async () => {
    renderWithProviders(<UsuarioFormPage {...props('CRUD')} />, { url: '/usuarios/novo' });
    const flag = await screen.findByRole('checkbox', { name: 'Administra usuários e perfis (gestor)' });
    expect(flag).toHaveAccessibleDescription(/cadastrar e alterar usuários e perfis de acesso/);
    expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveAccessibleDescription(
      'Define as telas que a pessoa vê e o que pode fazer em cada uma.',
    );
  });

  it('says why, with no form, to a profile without C', async () => {
    renderWithProviders(<UsuarioFormPage {...props('RU')} />, { url: '/usuarios/novo' });
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os usuários.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar aos usuários' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toHaveLength(0);
  });
});

describe('given an existing user', () => {
  it('edits it with the current values filled in', async () => {
    api.on('PUT', '/api/usuarios/:id', (call) => ok({ ...RITA, ...(call.json as object) }, 'Usuário atualizado.'));
    const user = userEvent.setup();
    renderWithProviders(<UsuarioFormPage {...props('RU')} />, { url: '/usuarios/7', path: '/usuarios/:id' });
    const nome = await screen.findByRole('textbox', { name: 'Nome' });
    expect(nome).toHaveValue('Rita Prado');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
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

  it('is read-only without the U letter, and says why', async () => {
    renderWithProviders(<UsuarioFormPage {...props('R')} />, { url: '/usuarios/7', path: '/usuarios/:id' });
    expect(await screen.findByText('Atendente')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os usuários.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).not.toContain('/api/usuarios/perfis');
  });

  it('does not offer to save to a non-gestor even with every letter, and says what is missing', async () => {
    renderWithProviders(<UsuarioFormPage {...props('CRUD')} />, {
      url: '/usuarios/7',
      path: '/usuarios/:id',
      session: testSession({ gestor: false, idUsuario: 9 }),
    });
    expect(await screen.findByText('Atendente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Seu perfil permite apenas consultar os usuários (cadastrar e alterar é só para administradores).',
    );
  });

  it('says when the user cannot be loaded', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    api.on('GET', '/api/usuarios/:id', () => fail('Usuário não encontrado.', 404));
    renderWithProviders(<UsuarioFormPage {...props('R')} />, { url: '/usuarios/70', path: '/usuarios/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado.');
  });
});
