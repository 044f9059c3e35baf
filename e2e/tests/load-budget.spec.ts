import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { GESTOR_DEMO } from '../fixtures/demo-users';
import { expect, test } from '../fixtures/test';
import { DashboardPage } from '../pages/dashboard-page';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

/**
 * Issue #10's target: the JS a first visit downloads before /acesso is usable is ≤ 120 KB gzip.
 * /acesso arrives rendered at build time with a first-load script of a few KB (ADR 0014); the app
 * (React, the federation runtime, the router) loads when something outside the form is touched
 * and takes the page over. The test prints the figures and fails past the target.
 */
const HOST_TARGET_GZIP = 120 * 1024;

type Script = { url: string; raw: number; gzip: number };

function recordScripts(page: Page): Promise<Script>[] {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  return scripts;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The app has taken the page over: the first-load script's handle was taken and React runs the form. */
async function waitForApp(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => '__colaboraAcessoLogin' in window), { timeout: 15_000 }).toBe(false);
  await expect(new LoginPage(page).submitButton()).toBeEnabled();
}

test('before any interaction /acesso is usable with its first-load script only, within the 120 KB budget', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const login = new LoginPage(page);
  await page.goto('/acesso');
  await expect(login.submitButton()).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const raw = loaded.reduce((sum, s) => sum + s.raw, 0);
  const gzip = loaded.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `host antes de /acesso utilizável: ${loaded.length} scripts, ${kb(raw)} KB bruto, ${kb(gzip)} KB gzip (meta 120 KB gzip: ${gzip <= HOST_TARGET_GZIP ? 'cumprida' : 'não cumprida'})`,
  );
  for (const script of loaded) console.log(`  ${kb(script.gzip).padStart(6)} KB gzip  ${new URL(script.url).pathname}`);
  expect(loaded.map((s) => new URL(s.url).pathname)).toEqual([expect.stringMatching(/^\/acesso-login\.\w+\.js$/)]);
  expect(gzip).toBeLessThanOrEqual(HOST_TARGET_GZIP);

  // Typing in the form loads nothing more; the first touch outside it loads the app, which takes
  // over without a hydration error, keeping what was typed.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await login.phone().fill('11999990001');
  expect(await Promise.all(scripts)).toHaveLength(1);
  await login.heading().click();
  await waitForApp(page);
  await expect(login.phone()).toHaveValue('(11) 99999-0001');
  const after = await Promise.all(scripts);
  console.log(
    `  depois da primeira interação: ${after.length} scripts, ${kb(after.reduce((s, x) => s + x.gzip, 0))} KB gzip`,
  );
  expect(after.every((s) => !s.url.includes('/remotes/'))).toBe(true);
  expect(errors, 'hydration must not fail').toEqual([]);
});

test('/acesso arrives already rendered, and its form waits for a script before it can be sent', async ({ page }) => {
  const html = await (await page.request.get('/acesso')).text();
  // The first paint needs no JavaScript: the page and its stylesheets are in the HTML itself.
  expect(html).toContain('<h1 id="login-title">Acessar o sistema</h1>');
  expect(html).toMatch(/<link rel="stylesheet" href="\/[\w.]+\.css">/);
  expect(html).toMatch(/<button type="submit"[^>]*disabled/);
  expect(html).toMatch(/<form[^>]*method="post"/);
  expect(html).toMatch(/<script defer src="\/acesso-login\.\w+\.js" data-app="\/main\.\w+\.js"><\/script>/);
  // Other routes get the plain shell and the app itself.
  const other = await (await page.request.get('/criar-conta')).text();
  expect(other).not.toContain('login-title');
  expect(other).not.toContain('acesso-login');
});

test('signing in works before the app has loaded: mask, field errors, the server’s message, then the dashboard', async ({
  page,
}) => {
  // The app's own bundle never arrives: only the first-load script runs the page.
  await page.route(/\/main\.\w+\.js$/, (route) => route.abort());
  const login = new LoginPage(page);
  await login.goto();
  await login.phone().pressSequentially(GESTOR_DEMO.telefone);
  await expect(login.phone()).toHaveValue('(11) 99999-0001');
  await login.submit();
  await expect(page.getByText('Informe a senha.')).toBeVisible();
  await expect(login.password()).toHaveAttribute('aria-invalid', 'true');

  await login.togglePassword();
  await expect(login.password()).toHaveAttribute('type', 'text');
  await login.password().fill('senha-errada');
  await expect(page.getByText('Informe a senha.')).toHaveCount(0);
  await login.submit();
  await expect(login.error()).toHaveText('Telefone ou senha inválidos.');
  await expect(page).toHaveURL(/\/acesso$/);

  await page.unroute(/\/main\.\w+\.js$/);
  await login.password().fill('colabora123');
  await login.submit();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new DashboardPage(page).yourScreens()).toBeVisible();
});

test('a menu button pressed before the app has loaded is pressed again once it runs', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/acesso');
  await expect(new LoginPage(page).submitButton()).toBeEnabled();
  const shell = new Shell(page);
  await shell.menuToggle('Abrir menu').click();
  await expect(shell.menuToggle('Fechar menu')).toBeVisible({ timeout: 15_000 });
});
