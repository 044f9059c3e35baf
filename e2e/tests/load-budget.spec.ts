import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** Issue 2 budget: the host's JS before /acesso is usable, gzip. */
const HOST_BUDGET_GZIP = 120 * 1024;

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
    `host antes de /acesso: ${loaded.length} scripts, ${(raw / 1024).toFixed(1)} KB bruto, ${(gzip / 1024).toFixed(1)} KB gzip (orçamento 120 KB gzip)`,
  );
  expect(loaded.every((s) => !s.url.includes('/remotes/'))).toBe(true);
  expect(gzip).toBeLessThanOrEqual(HOST_BUDGET_GZIP);
});
