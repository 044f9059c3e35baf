import { expect, test } from '../fixtures/test';
import { DashboardPage } from '../pages/dashboard-page';
import { Shell } from '../pages/shell';

test.describe('given a signed-in gestor', () => {
  // A service worker fetches remotes itself, past page.route: these tests play a remote that is down.
  test.use({ serviceWorkers: 'block' });

  test('opens a screen of every remote from the menu', async ({ gestorPage: page }) => {
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

  test('loads a remote only when its screen is opened', async ({ gestorPage: page }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/') && request.url().endsWith('mf-manifest.json'))
        manifests.push(request.url());
    });
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.yourScreens()).toBeVisible();
    expect(manifests).toEqual([]);

    await page.goto('/leads');
    await expect(new Shell(page).heading()).toHaveText('Leads');
    expect(manifests.map((url) => new URL(url).pathname)).toEqual(['/remotes/marketing/mf-manifest.json']);
  });

  test('shows "Módulo indisponível" for a remote that is down, keeps the app working, and retries', async ({
    gestorPage: page,
  }) => {
    const shell = new Shell(page);
    await page.route('**/remotes/chat/**', (route) => route.abort('connectionrefused'));
    await page.goto('/chat');
    await expect(shell.moduleUnavailable()).toBeVisible();

    await shell.openMenuItem('Pedidos');
    await expect(shell.heading()).toHaveText('Pedidos');

    await page.goto('/chat');
    await expect(shell.moduleUnavailable()).toBeVisible();
    await page.unroute('**/remotes/chat/**');
    await shell.retryModule();
    await expect(shell.heading()).toHaveText('Chat');
  });

  test('host and remote share one @colabora/shared: the remote reads the session the host stored', async ({
    gestorPage: page,
  }) => {
    await page.goto('/pedidos');
    await expect(page.getByTestId('shared-session-user')).toHaveText('Ana Souza · Gestor');
  });

  test('deep links into a remote route work', async ({ gestorPage: page }) => {
    await page.goto('/pedidos/42');
    await expect(new Shell(page).heading()).toHaveText('Pedidos · detalhe');
  });
});

test.describe('given a signed-in atendente', () => {
  test('sees fewer screens and is refused one outside the profile without loading it', async ({
    atendentePage: page,
  }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/remotes/admin/') && remoteRequests.push(request.url()));
    await page.goto('/dashboard');
    const shell = new Shell(page);
    await expect(shell.menu().getByRole('link', { name: 'Pedidos', exact: true })).toBeVisible();
    await expect(shell.menu().getByRole('link', { name: 'Usuários', exact: true })).toHaveCount(0);

    await page.goto('/usuarios');
    await expect(shell.accessDenied()).toBeVisible();
    expect(remoteRequests).toEqual([]);
  });
});
