import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/**
 * Issue 2's target for the host's JS before /acesso is usable is 120 KB gzip. React DOM 19 (63 KB),
 * the federation runtime (28 KB) and the router (29 KB) alone already take that, so the target is
 * not met (see README, "Measured"); this test prints the figure and fails on a regression past the
 * ceiling below, measured plus a small margin.
 */
const HOST_TARGET_GZIP = 120 * 1024;
const HOST_CEILING_GZIP = 172 * 1024;

test('the JS a first visit downloads before /acesso is usable stays within budget', async ({ page }) => {
  const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto('/acesso');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await page.getByLabel('Telefone').fill('1');
  const loaded = await Promise.all(scripts);
  const raw = loaded.reduce((sum, s) => sum + s.raw, 0);
  const gzip = loaded.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `host antes de /acesso: ${loaded.length} scripts, ${(raw / 1024).toFixed(1)} KB bruto, ${(gzip / 1024).toFixed(1)} KB gzip (meta 120 KB gzip: ${gzip <= HOST_TARGET_GZIP ? 'cumprida' : 'não cumprida'})`,
  );
  for (const script of [...loaded].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${new URL(script.url).pathname}`);
  }
  expect(loaded.every((s) => !s.url.includes('/remotes/'))).toBe(true);
  expect(gzip).toBeLessThanOrEqual(HOST_CEILING_GZIP);
});

test('/acesso arrives already rendered, and its form waits for the app before it can be sent', async ({ page }) => {
  const html = await (await page.request.get('/acesso')).text();
  // The first paint needs no JavaScript: the page and its stylesheets are in the HTML itself.
  expect(html).toContain('<h1 id="login-title">Acessar o sistema</h1>');
  expect(html).toMatch(/<link rel="stylesheet" href="\/[\w.]+\.css">/);
  expect(html).toMatch(/<button type="submit"[^>]*disabled/);
  expect(html).toMatch(/<form[^>]*method="post"/);
  // Other routes get the plain shell.
  expect(await (await page.request.get('/criar-conta')).text()).not.toContain('login-title');

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/acesso');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  expect(errors, 'hydration must not fail').toEqual([]);
});
