import type { PerfilAcessoResumo } from '@colabora/shared/contracts';
import { fail, ok, renderWithProviders, setupFakeApi, testMenuItem, testSession } from '@colabora/shared/testing';
import { showToast } from '@colabora/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PerfisListPage } from './perfis-list-page';

const api = setupFakeApi();

const GESTOR: PerfilAcessoResumo = { idPerfil: 1, nome: 'Gestor', totalUsuarios: 1 };
const TEMPORARIO: PerfilAcessoResumo = { idPerfil: 5, nome: 'Temporário', totalUsuarios: 0 };

const props = (crud: string) => ({
  title: 'Perfis de Acesso',
  menuItem: testMenuItem('perfis', crud),
  basePath: '/perfis',
});
const renderList = (crud: string) => renderWithProviders(<PerfisListPage {...props(crud)} />, { url: '/perfis' });

beforeEach(() => {
  api.on('GET', '/api/perfis', () => ok([GESTOR, TEMPORARIO]));
});
afterEach(() => jest.restoreAllMocks());

describe('given the profiles list', () => {
  it('offers delete only for a profile nobody holds, and asks first', async () => {
    let perfis = [GESTOR, TEMPORARIO];
    api.on('GET', '/api/perfis', () => ok(perfis));
    api.on('DELETE', '/api/perfis/:id', (call) => {
      perfis = perfis.filter((perfil) => String(perfil.idPerfil) !== call.params.id);
      return { success: true, message: 'Perfil excluído.' };
    });
    const success = jest.spyOn(showToast, 'success').mockReturnValue('');
    const user = userEvent.setup();
    renderList('CRUD');
    expect(await screen.findByRole('cell', { name: 'Temporário' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir o perfil Gestor' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir o perfil Temporário' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir o perfil Temporário?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir perfil' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Perfil excluído.'));
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/perfis/5');
    // The mutation invalidated the list: it is read again without the deleted profile.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Temporário' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Gestor' })).toBeInTheDocument();
  });

  it('shows the server refusal when the profile is in use after all', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on('DELETE', '/api/perfis/:id', () => fail('Este perfil está em uso por 1 usuário.', 409));
    const error = jest.spyOn(showToast, 'error').mockReturnValue('');
    const user = userEvent.setup();
    renderList('CRUD');
    await user.click(await screen.findByRole('button', { name: 'Excluir o perfil Temporário' }));
    await user.click(screen.getByRole('button', { name: 'Excluir perfil' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Este perfil está em uso por 1 usuário.'));
  });

  it('offers no create, edit or delete with only R, and says why', async () => {
    renderList('R');
    expect(await screen.findByRole('button', { name: 'Ver o perfil Gestor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo perfil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Seu perfil permite apenas consultar os perfis de acesso.');
  });

  it('says the gestor flag is missing to a non-gestor whose profile has every letter', async () => {
    renderWithProviders(<PerfisListPage {...props('CRUD')} />, {
      url: '/perfis',
      session: testSession({ gestor: false }),
    });
    expect(await screen.findByRole('button', { name: 'Ver o perfil Gestor' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Seu perfil permite apenas consultar os perfis de acesso (cadastrar e alterar é só para administradores).',
    );
  });
});
