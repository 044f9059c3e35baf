import { expect, test } from '../fixtures/test';
import { GESTOR_DEMO } from '../fixtures/demo-users';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

test.describe('given a signed-out user', () => {
  test('signs in with the masked phone, sees the server menu, and signs out', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.phone().pressSequentially(GESTOR_DEMO.telefone);
    await expect(login.phone()).toHaveValue('(11) 99999-0001');
    await login.password().fill('colabora123');
    await login.submit();

    await expect(page).toHaveURL(/\/dashboard$/);
    const shell = new Shell(page);
    await expect(shell.menu().getByText('Ana Souza')).toBeVisible();
    await expect(shell.menu().getByText(GESTOR_DEMO.instituicao)).toBeVisible();
    await expect(shell.menu().getByRole('link', { name: 'Pedidos', exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('USER_INFO') ?? 'null'));
    expect(stored).toMatchObject({ usuario: { nome: 'Ana Souza' } });
    expect(Date.parse(stored.expiresAt)).toBeGreaterThan(Date.now());

    await shell.signOut();
    expect(await page.evaluate(() => [localStorage.getItem('USER_INFO'), localStorage.getItem('token')])).toEqual([
      null,
      null,
    ]);
    await expect(shell.menu().getByRole('button', { name: 'Instalar Aplicativo' })).toBeVisible();
  });

  test('sees the server message for a wrong password', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(GESTOR_DEMO.telefone, 'senha-errada');
    await expect(login.error()).toHaveText('Telefone ou senha inválidos.');
    await expect(page).toHaveURL(/\/acesso$/);
  });

  test('is sent to /acesso from a guarded route, and the empty path goes through dashboard', async ({ page }) => {
    await page.goto('/pedidos');
    await expect(page).toHaveURL(/\/acesso$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/acesso$/);
  });

  test('an expired stored session counts as signed out and is cleared', async ({ page }) => {
    await page.goto('/acesso');
    await page.evaluate(() =>
      localStorage.setItem(
        'USER_INFO',
        JSON.stringify({
          token: 'x',
          usuario: { nome: 'Velho' },
          expiresAt: new Date(Date.now() - 1000).toISOString(),
        }),
      ),
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/acesso$/);
    expect(await page.evaluate(() => localStorage.getItem('USER_INFO'))).toBeNull();
  });

  test('after signing in, returns to the page that asked for it', async ({ page }) => {
    await page.goto('/alterarsenha');
    await expect(page).toHaveURL(/\/acesso$/);
    await new LoginPage(page).signIn(GESTOR_DEMO.telefone);
    await expect(page).toHaveURL(/\/alterarsenha$/);
    await expect(page.getByRole('heading', { name: 'Alterar minha senha' })).toBeVisible();
  });
});
