import type { UsuarioAdmin } from '@colabora/shared/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuItem, renderPage } from '../../../test/render-page';
import { getUsuarios } from '../api/get-usuarios';
import { resetSenha } from '../api/reset-senha';
import { setUsuarioAtivo } from '../api/set-usuario-ativo';
import { UsuariosListPage } from './usuarios-list-page';

jest.mock('../api/get-usuarios');
jest.mock('../api/set-usuario-ativo');
jest.mock('../api/reset-senha');

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

const props = (crud: string) => ({ title: 'Usuários', menuItem: menuItem('usuarios', crud), basePath: '/usuarios' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getUsuarios).mockResolvedValue({ itens: [BRUNO], total: 1, page: 1, pageSize: 20 });
});

describe('given the users list', () => {
  it('shows each user with masked phone, profile and status', async () => {
    renderPage(<UsuariosListPage {...props('CRUD')} />, { url: '/usuarios' });
    const row = (await screen.findByRole('cell', { name: 'Bruno Lima' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('(11) 99999-0002')).toBeInTheDocument();
    expect(within(row).getByText('Atendente')).toBeInTheDocument();
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1 · 1 usuário(s)')).toBeInTheDocument();
  });

  it('searches after the user stops typing, from page 1', async () => {
    const user = userEvent.setup();
    renderPage(<UsuariosListPage {...props('R')} />, { url: '/usuarios' });
    await screen.findByRole('cell', { name: 'Bruno Lima' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuários' }), 'bru');
    await waitFor(() => expect(getUsuarios).toHaveBeenLastCalledWith({ busca: 'bru', page: 1, pageSize: 20 }));
  });

  it('disables a user after confirmation', async () => {
    jest.mocked(setUsuarioAtivo).mockResolvedValue({ success: true, message: 'Usuário desativado.' });
    const user = userEvent.setup();
    renderPage(<UsuariosListPage {...props('CRUD')} />, { url: '/usuarios' });
    await user.click(await screen.findByRole('button', { name: 'Desativar Bruno Lima' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(setUsuarioAtivo).toHaveBeenCalledWith(2, false));
  });

  it('shows a reset password once', async () => {
    jest.mocked(resetSenha).mockResolvedValue('Nova2345Senha');
    const user = userEvent.setup();
    renderPage(<UsuariosListPage {...props('CRUD')} />, { url: '/usuarios' });
    await user.click(await screen.findByRole('button', { name: 'Redefinir senha de Bruno Lima' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Redefinir senha' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Senha temporária' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nova2345Senha');
  });

  it('offers only viewing with R', async () => {
    renderPage(<UsuariosListPage {...props('R')} />, { url: '/usuarios' });
    expect(await screen.findByRole('button', { name: 'Ver Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo usuário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desativar|Redefinir/ })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    jest.mocked(getUsuarios).mockResolvedValue({ itens: [], total: 0, page: 1, pageSize: 20 });
    renderPage(<UsuariosListPage {...props('R')} />, { url: '/usuarios' });
    expect(await screen.findByRole('heading', { name: 'Nenhum usuário cadastrado' })).toBeInTheDocument();
  });
});
