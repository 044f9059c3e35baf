import { expect, test } from '../fixtures/test';
import { horizontalOverflow, seriousViolations } from '../pages/axe';
import { Shell } from '../pages/shell';

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

/** These screens also say "Calculando…" while they work something out: wait for that too. */
const BUSY = /Carregando|Calculando/;

test.describe('admin screens at 360×740, as a gestor', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, heading] of ADMIN_PAGES) {
    test(`${path} has no serious or critical axe violation and does not scroll sideways`, async ({
      gestorPage: page,
    }) => {
      await new Shell(page).open(path, heading, BUSY);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('the dashboard draws real order and service figures, never a block missing "nesta versão"', async ({
    gestorPage: page,
  }) => {
    await new Shell(page).open('/dashboard-presidente', 'Painel da Presidência', BUSY);
    await expect(page.getByRole('img', { name: /Pedidos por dia/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Atendimentos por dia/ })).toBeVisible();
    await expect(page.getByText('Primeira resposta (mediana)')).toBeVisible();
    await expect(page.getByText(/nesta versão/)).toHaveCount(0);
  });

  test('the privacy page shows the DPO kept on Instituição', async ({ gestorPage: page }) => {
    await page.goto('/privacidade');
    await expect(page.getByText('Marina Albuquerque')).toBeVisible();
  });
});
