import type { UsuarioAdmin } from '@colabora/shared/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '../../../test/http-error';
import { menuItem, renderPage, session } from '../../../test/render-page';
import { getPerfilOpcoes } from '../api/get-perfil-opcoes';
import { getUsuario } from '../api/get-usuario';
import { createUsuario, updateUsuario } from '../api/save-usuario';
import { UsuarioFormPage } from './usuario-form-page';

jest.mock('../api/get-perfil-opcoes');
jest.mock('../api/get-usuario');
jest.mock('../api/save-usuario');

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

const props = (crud: string) => ({ title: 'Usuários', menuItem: menuItem('usuarios', crud), basePath: '/usuarios' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPerfilOpcoes).mockResolvedValue([
    { idPerfil: 1, nome: 'Gestor' },
    { idPerfil: 2, nome: 'Atendente' },
  ]);
  jest.mocked(getUsuario).mockResolvedValue(RITA);
});

describe('given a gestor creating a user', () => {
  it('validates with the shared schema, sends the canonical values and shows the temporary password once', async () => {
    jest.mocked(createUsuario).mockResolvedValue({ usuario: RITA, senhaTemporaria: 'Abc234defGHJ' });
    const user = userEvent.setup();
    renderPage(<UsuarioFormPage {...props('CRUD')} />, { url: '/usuarios/novo' });

    await user.click(await screen.findByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('Selecione o perfil.')).toBeInTheDocument();
    expect(createUsuario).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Rita Prado');
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '11988880101');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 98888-0101');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Atendente');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));

    await waitFor(() =>
      expect(createUsuario).toHaveBeenCalledWith({
        nome: 'Rita Prado',
        telefone: '11988880101',
        email: null,
        idPerfil: 2,
        gestor: false,
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Senha temporária' });
    expect(within(dialog).getByRole('status', { name: 'Senha temporária gerada' })).toHaveTextContent('Abc234defGHJ');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByText('Página: /usuarios')).toBeInTheDocument();
  });

  it('shows the API message when the phone is taken', async () => {
    jest.mocked(createUsuario).mockRejectedValue(httpError(409, 'Já existe um usuário com este telefone.'));
    const user = userEvent.setup();
    renderPage(<UsuarioFormPage {...props('CRUD')} />, { url: '/usuarios/novo' });
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Rita');
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '11999990001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Gestor');
    await user.click(screen.getByRole('button', { name: 'Criar usuário' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Já existe um usuário com este telefone.');
  });
});

describe('given an existing user', () => {
  it('edits it with the current values filled in', async () => {
    jest.mocked(updateUsuario).mockResolvedValue({ ...RITA, nome: 'Rita P. Souza' });
    const user = userEvent.setup();
    renderPage(<UsuarioFormPage {...props('RU')} />, { url: '/usuarios/7', path: '/usuarios/:id' });
    const nome = await screen.findByRole('textbox', { name: 'Nome' });
    expect(nome).toHaveValue('Rita Prado');
    expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveValue('2');
    await user.clear(nome);
    await user.type(nome, 'Rita P. Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(updateUsuario).toHaveBeenCalledWith(7, expect.objectContaining({ nome: 'Rita P. Souza' })),
    );
  });

  it('is read-only without the U letter, or for a user who is not a gestor', async () => {
    renderPage(<UsuarioFormPage {...props('R')} />, { url: '/usuarios/7', path: '/usuarios/:id' });
    expect(await screen.findByText('Atendente')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
    expect(getPerfilOpcoes).not.toHaveBeenCalled();
  });

  it('does not offer to save to a non-gestor even with every letter', async () => {
    renderPage(<UsuarioFormPage {...props('CRUD')} />, {
      url: '/usuarios/7',
      path: '/usuarios/:id',
      login: session({ gestor: false, idUsuario: 9 }),
    });
    expect(await screen.findByText('Atendente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar/ })).not.toBeInTheDocument();
  });
});
