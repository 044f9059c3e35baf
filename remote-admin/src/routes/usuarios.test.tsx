import type { Page, UsuarioAdmin } from '@colabora/shared/contracts';
import { createQueryClient } from '@colabora/shared/query';
import { ok, renderWithProviders, setupFakeApi, testMenuItem } from '@colabora/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UsuariosRoute from './usuarios';

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

describe('given a gestor editing a user from the list', () => {
  it('shows the change in the list at once, though the list was read moments before', async () => {
    let rita = RITA;
    api.on('GET', '/api/usuarios', () => ok<Page<UsuarioAdmin>>({ items: [rita], total: 1, page: 1, pageSize: 20 }));
    api.on('GET', '/api/usuarios/:id', () => ok(rita));
    api.on('GET', '/api/usuarios/perfis', () => ok([{ idPerfil: 2, nome: 'Atendente' }]));
    api.on('PUT', '/api/usuarios/:id', (call) => {
      rita = { ...rita, ...(call.json as Partial<UsuarioAdmin>) };
      return ok(rita, 'Usuário atualizado.');
    });
    const user = userEvent.setup();
    // The app's own QueryClient: a list read moments ago counts as fresh and is not read again on
    // its own, so only the mutation's invalidation brings the new name.
    renderWithProviders(
      <UsuariosRoute title="Usuários" menuItem={testMenuItem('usuarios', 'CRUD')} basePath="/usuarios" />,
      { url: '/usuarios', path: '/usuarios/*', queryClient: createQueryClient() },
    );

    await user.click(await screen.findByRole('button', { name: 'Editar Rita Prado' }));
    const nome = await screen.findByRole('textbox', { name: 'Nome' });
    await user.clear(nome);
    await user.type(nome, 'Rita P. Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('cell', { name: 'Rita P. Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Rita Prado' })).not.toBeInTheDocument();
  });
});
