import { expect, test } from '../fixtures/test';
import { AdminPerfisPage } from '../pages/admin-perfis-page';
import { AdminUsuariosPage } from '../pages/admin-usuarios-page';
import { PedidosPage } from '../pages/pedidos-page';
import { Shell } from '../pages/shell';

test.describe('given a signed-in gestor', () => {
  test('creates a profile that grants only Pedidos (R) and a user with it, who sees only that screen, read-only', async ({
    gestorPage: page,
    newDevice,
  }) => {
    // Two sessions, two argon2 sign-ins and four writes: more than the default 30 s on a busy runner.
    test.setTimeout(90_000);
    const suffix = String(Date.now()).slice(-6);
    const perfil = `Somente pedidos ${suffix}`;
    const telefone = `1197${suffix.padStart(7, '0')}`;

    const perfis = new AdminPerfisPage(page);
    await perfis.goto();
    await perfis.create(perfil, { Pedidos: ['Ver'] });
    await expect(perfis.row(perfil)).toContainText('0 usuários');

    const usuarios = new AdminUsuariosPage(page);
    await usuarios.goto();
    const senha = await usuarios.create({ nome: `Leitor ${suffix}`, telefone, perfil });
    expect(senha).toMatch(/^[A-Za-z2-9]{12}$/);
    await usuarios.search(`Leitor ${suffix}`);
    await expect(usuarios.row(`Leitor ${suffix}`)).toContainText(perfil);

    // The new user, in a browser of their own (signed in, on the dashboard).
    const other = await newDevice({ telefone, senha });

    const shell = new Shell(other);
    const acesso = shell.menu().getByRole('list', { name: 'Acesso' });
    await expect(acesso.getByRole('link')).toHaveText(['Pedidos']);

    await shell.openMenuItem('Pedidos');
    await expect(shell.heading()).toHaveText('Pedidos');
    // Read-only: the screen offers no creation, and the server granted only R.
    const pedidos = new PedidosPage(other);
    await expect(pedidos.newOrder('link')).toHaveCount(0);
    await expect(pedidos.newOrder('button')).toHaveCount(0);
    const crud = await other.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('USER_INFO') ?? '{}') as { token?: string };
      const response = await fetch('/api/Menu/me', { headers: { Authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { data: { rota: string; crud: string }[] };
      return body.data.map((item) => `${item.rota}:${item.crud}`);
    });
    expect(crud).toEqual(['pedidos:R']);

    await other.goto('/usuarios');
    await expect(shell.accessDenied()).toBeVisible();
  });
});
