import type { Page, UsuarioAdmin } from '@colabora/shared/contracts';
import {
  fail,
  ok,
  renderWithProviders,
  reply,
  setupFakeApi,
  testMenuItem,
  testSession,
} from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsuariosListPage } from './usuarios-list-page';

const api = setupFakeApi();

const BRUNO: UsuarioAdmin = {
  idUsuario: 2,
  nome: 'Bruno Lima',
  telefone: '11999990002',
  email: null,
  idPerfil: 2,
  perfilNome: 'Atendente',
  gestor: false,
  ativo: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const page = (items: UsuarioAdmin[]): Page<UsuarioAdmin> => ({ items, total: items.length, page: 1, pageSize: 20 });

const props = (crud: string) => ({
  title: 'Usuários',
  menuItem: testMenuItem('usuarios', crud),
  basePath: '/usuarios',
});
const renderList = (crud: string) => renderWithProviders(<UsuariosListPage {...props(crud)} />, { url: '/usuarios' });
const listCalls = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/usuarios');

beforeEach(() => {
  api.on('GET', '/api/usuarios', () => ok(page([BRUNO])));
});
afterEach(() => jest.restoreAllMocks());

describe('given the users list', () => {
  it('shows each user with masked phone, profile and status', async () => {
    renderList('CRUD');
    const row = (await screen.findByRole('cell', { name: 'Bruno Lima' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('(11) 99999-0002')).toBeInTheDocument();
    expect(within(row).getByText('Atendente')).toBeInTheDocument();
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1 · 1 usuário(s)')).toBeInTheDocument();
    expect(listCalls()[0]?.searchParams).toEqual({ page: '1', pageSize: '20' });
  });

  it('searches after the user stops typing, from page 1', async () => {
    const user = userEvent.setup();
    renderList('R');
    await screen.findByRole('cell', { name: 'Bruno Lima' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuários' }), 'bru');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams).toEqual({ busca: 'bru', page: '1', pageSize: '20' }));
  });

  it('disables a user after confirmation, and the list shows it', async () => {
    let usuarios = [BRUNO];
    api.on('GET', '/api/usuarios', () => ok(page(usuarios)));
    api.on('PUT', '/api/usuarios/:id/ativo', (call) => {
      usuarios = [{ ...BRUNO, ativo: (call.json as { ativo: boolean }).ativo }];
      return ok(usuarios[0], 'Usuário desativado.');
    });
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderList('CRUD');
    await user.click(await screen.findByRole('button', { name: 'Desativar Bruno Lima' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Usuário desativado.'));
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/usuarios/2/ativo',
      json: { ativo: false },
    });
    // The mutation invalidated the list: it is read again and shows the new status.
    const row = (await screen.findByRole('button', { name: 'Ativar Bruno Lima' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });

  it('keeps the dialog open and shows the refusal when the action fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('PUT', '/api/usuarios/:id/ativo', () => fail('A instituição precisa de pelo menos um gestor ativo.'));
    const error = jest.spyOn(showToast, 'error').mockReturnValue('');
    const user = userEvent.setup();
    renderList('CRUD');
    await user.click(await screen.findByRole('button', { name: 'Desativar Bruno Lima' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('A instituição precisa de pelo menos um gestor ativo.'));
    expect(screen.getByRole('alertdialog', { name: 'Desativar Bruno Lima?' })).toBeInTheDocument();
  });

  it('shows a reset password once', async () => {
    api.on('POST', '/api/usuarios/:id/redefinir-senha', () => ok({ senhaTemporaria: 'Nova2345Senha' }));
    const user = userEvent.setup();
    renderList('CRUD');
    await user.click(await screen.findByRole('button', { name: 'Redefinir senha de Bruno Lima' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Redefinir senha' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Senha temporária' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nova2345Senha');
    expect(api.calls.find((call) => call.method === 'POST')?.path).toBe('/api/usuarios/2/redefinir-senha');
  });

  it('offers only viewing with R, and says why', async () => {
    renderList('R');
    expect(await screen.findByRole('button', { name: 'Ver Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo usuário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desativar|Redefinir/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os usuários.');
  });

  it('says the gestor flag is missing to a non-gestor whose profile has every letter', async () => {
    renderWithProviders(<UsuariosListPage {...props('CRUD')} />, {
      url: '/usuarios',
      session: testSession({ gestor: false }),
    });
    expect(await screen.findByRole('button', { name: 'Ver Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo usuário' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Seu perfil permite apenas consultar os usuários (cadastrar e alterar é só para administradores).',
    );
  });

  it('says nothing about reading only to a gestor with the letters', async () => {
    renderList('CRUD');
    expect(await screen.findByRole('button', { name: 'Editar Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('marks who administers users and profiles apart from the profile name', async () => {
    const ana: UsuarioAdmin = { ...BRUNO, idUsuario: 1, nome: 'Ana Souza', perfilNome: 'Gestor', gestor: true };
    api.on('GET', '/api/usuarios', () => ok(page([ana, BRUNO])));
    renderList('CRUD');
    const anaRow = (await screen.findByRole('cell', { name: 'Ana Souza Administrador' })).closest('tr') as HTMLElement;
    expect(within(anaRow).getByRole('cell', { name: 'Gestor' })).toBeInTheDocument();
    const brunoRow = screen.getByRole('cell', { name: 'Bruno Lima' }).closest('tr') as HTMLElement;
    expect(within(brunoRow).queryByText('Administrador')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Perfil de acesso' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    api.on('GET', '/api/usuarios', () => ok(page([])));
    renderList('R');
    expect(await screen.findByRole('heading', { name: 'Nenhum usuário cadastrado' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('GET', '/api/usuarios', () => reply(500, 'Internal Server Error'));
    const user = userEvent.setup();
    renderList('R');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os usuários.');
    api.on('GET', '/api/usuarios', () => ok(page([BRUNO])));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('cell', { name: 'Bruno Lima' })).toBeInTheDocument();
  });
});
