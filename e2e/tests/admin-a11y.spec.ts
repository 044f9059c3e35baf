import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GESTOR_STATE } from '../fixtures/demo-users';

/**
 * The admin screens every-screen.spec.ts does not open as the gestor: the forms behind "Novo" and
 * the update settings signed in (the sweep opens that route signed out). The other admin screens'
 * axe scan, heading and sideways scroll are in that sweep, at both sizes.
 */
const ADMIN_PAGES = [
  ['/usuarios/novo', 'Usuários'],
  ['/perfis/novo', 'Perfis de Acesso'],
  ['/auto-atualizacao-config', 'Atualização Automática'],
] as const;

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('status').filter({ hasText: /Carregando|Calculando/ })).toHaveCount(0);
}

test.describe('admin screens at 360×740, as a gestor', () => {
  test.use({ storageState: GESTOR_STATE, viewport: { width: 360, height: 740 } });

  for (const [path, heading] of ADMIN_PAGES) {
    test(`${path} has no serious or critical axe violation and does not scroll sideways`, async ({ page }) => {
      await open(page, path, heading);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        }));
      expect(serious).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the dashboard draws real order figures and says what has no data yet', async ({ page }) => {
    await open(page, '/dashboard-presidente', 'Painel da Presidência');
    await expect(page.getByRole('img', { name: /Pedidos por dia/ })).toBeVisible();
    await expect(page.getByText(/^Ainda sem dados de conversas/)).toBeVisible();
  });

  test('the privacy page shows the DPO kept on Instituição', async ({ page }) => {
    await page.goto('/privacidade');
    await expect(page.getByText('Marina Albuquerque')).toBeVisible();
  });
});
