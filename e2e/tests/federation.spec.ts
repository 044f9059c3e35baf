import { expect, test } from '@playwright/test';
import { ATENDENTE_STATE, GESTOR_STATE } from '../fixtures/demo-users';
import { Shell } from '../pages/shell';

test.describe('given a signed-in gestor', () => {
  // A service worker fetches remotes itself, past page.route: these tests play a remote that is down.
  test.use({ storageState: GESTOR_STATE, serviceWorkers: 'block' });

  test('opens a screen of every remote from the menu', async ({ page }) => {
    await page.goto('/dashboard');
    const shell = new Shell(page);
    for (const [title, path] of [
      ['Pedidos', '/pedidos'],
      ['Chat', '/chat'],
      ['Usuários', '/usuarios'],
      ['Campanhas', '/campanhas'],
    ] as const) {
      await shell.openMenuItem(title);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(shell.heading()).toHaveText(title);
    }
  });

  test('loads a remote only when its screen is opened', async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/') && request.url().endsWith('mf-manifest.json'))
        manifests.push(request.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Suas telas' })).toBeVisible();
    expect(manifests).toEqual([]);

    await page.goto('/leads');
    await expect(new Shell(page).heading()).toHaveText('Leads');
    expect(manifests.map((url) => new URL(url).pathname)).toEqual(['/remotes/marketing/mf-manifest.json']);
  });

  test('shows "Módulo indisponível" for a remote that is down, keeps the app working, and retries', async ({
    page,
  }) => {
    await page.route('**/remotes/chat/**', (route) => route.abort('connectionrefused'));
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Módulo indisponível' })).toBeVisible();

    const shell = new Shell(page);
    await shell.openMenuItem('Pedidos');
    await expect(shell.heading()).toHaveText('Pedidos');

    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Módulo indisponível' })).toBeVisible();
    await page.unroute('**/remotes/chat/**');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(shell.heading()).toHaveText('Chat');
  });

  test('host and remote share one @colabora/shared: the remote reads the session the host stored', async ({ page }) => {
    await page.goto('/pedidos');
    await expect(page.getByTestId('shared-session-user')).toHaveText('Ana Souza · Gestor');
  });

  test('deep links into a remote route work', async ({ page }) => {
    await page.goto('/pedidos/42');
    await expect(new Shell(page).heading()).toHaveText('Pedidos · detalhe');
  });
});

test.describe('given a signed-in atendente', () => {
  test.use({ storageState: ATENDENTE_STATE });

  test('sees fewer screens and is refused one outside the profile without loading it', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/remotes/admin/') && remoteRequests.push(request.url()));
    await page.goto('/dashboard');
    const menu = new Shell(page).menu();
    await expect(menu.getByRole('link', { name: 'Pedidos', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Usuários', exact: true })).toHaveCount(0);

    await page.goto('/usuarios');
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    expect(remoteRequests).toEqual([]);
  });
});
