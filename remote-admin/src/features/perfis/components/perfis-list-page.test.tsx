import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '@colabora/shared/ui';
import { httpError } from '../../../test/http-error';
import { menuItem, renderPage } from '../../../test/render-page';
import { deletePerfil } from '../api/delete-perfil';
import { getPerfis } from '../api/get-perfis';
import { PerfisListPage } from './perfis-list-page';

jest.mock('../api/get-perfis');
jest.mock('../api/delete-perfil');

const props = (crud: string) => ({
  title: 'Perfis de Acesso',
  menuItem: menuItem('perfis', crud),
  basePath: '/perfis',
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPerfis).mockResolvedValue([
    { idPerfil: 1, nome: 'Gestor', totalUsuarios: 1 },
    { idPerfil: 5, nome: 'Temporário', totalUsuarios: 0 },
  ]);
});

describe('given the profiles list', () => {
  it('offers delete only for a profile nobody holds, and asks first', async () => {
    jest.mocked(deletePerfil).mockResolvedValue('Perfil excluído.');
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderPage(<PerfisListPage {...props('CRUD')} />, { url: '/perfis' });
    expect(await screen.findByRole('cell', { name: 'Temporário' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir o perfil Gestor' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir o perfil Temporário' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir o perfil Temporário?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir perfil' }));
    await waitFor(() => expect(deletePerfil).toHaveBeenCalledWith(5));
    expect(success).toHaveBeenCalledWith('Perfil excluído.');
  });

  it('shows the server refusal when the profile is in use after all', async () => {
    jest.mocked(deletePerfil).mockRejectedValue(httpError(409, 'Este perfil está em uso por 1 usuário.'));
    const error = jest.spyOn(showToast, 'error').mockReturnValue('');
    const user = userEvent.setup();
    renderPage(<PerfisListPage {...props('CRUD')} />, { url: '/perfis' });
    await user.click(await screen.findByRole('button', { name: 'Excluir o perfil Temporário' }));
    await user.click(screen.getByRole('button', { name: 'Excluir perfil' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Este perfil está em uso por 1 usuário.'));
  });

  it('offers no create, edit or delete with only R', async () => {
    renderPage(<PerfisListPage {...props('R')} />, { url: '/perfis' });
    expect(await screen.findByRole('button', { name: 'Ver o perfil Gestor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo perfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
  });
});
