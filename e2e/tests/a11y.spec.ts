import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GESTOR_STATE } from '../fixtures/demo-users';

/** WCAG 2.1 A/AA rules; the suite fails on any serious or critical violation. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

async function open(page: Page, path: string, heading: string | null) {
  await page.goto(path);
  const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
  await (heading ? expect(h1).toHaveText(heading) : expect(h1).toBeVisible());
  // Let lazy content (summary, profile, menu) settle before scanning.
  await expect(page.getByRole('status').filter({ hasText: /Carregando/ })).toHaveCount(0);
}

// Every screen's own axe scan, heading and sideways scroll are in every-screen.spec.ts (each route,
// both sizes, as the gestor and the atendente); here, what that sweep does not open.
for (const viewport of [null, { width: 360, height: 740 }] as const) {
  const size = viewport ? ` at ${viewport.width}×${viewport.height}` : '';

  test.describe(`accessibility, signed in${size}`, () => {
    test.use({ storageState: GESTOR_STATE, ...(viewport ? { viewport } : {}) });

    test('the side menu, opened, has no serious or critical axe violation', async ({ page }) => {
      await open(page, '/dashboard', 'Início');
      const toggle = page.getByRole('button', { name: 'Abrir menu' });
      if (await toggle.isVisible()) await toggle.click();
      await expect(
        page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  test.use({ storageState: GESTOR_STATE });

  test('every control on Meu Perfil is reachable with Tab and shows a visible focus', async ({ page }) => {
    await open(page, '/meuperfil', 'Meu perfil');
    const reached = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const label =
          el.getAttribute('aria-label') ??
          (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
          el.textContent;
        return { label: (label ?? '').trim(), outline: style.outlineStyle !== 'none' || style.boxShadow !== 'none' };
      });
      if (!focused) continue;
      expect(focused.outline, `focus visible on ${focused.label}`).toBe(true);
      reached.add(focused.label);
    }
    // The photo button says 'Trocar foto' once there is a photo (the demo gestor has one).
    expect(
      [...reached].some((label) => /^(Escolher|Trocar) foto$/.test(label)),
      'Escolher/Trocar foto',
    ).toBe(true);
    for (const label of ['Nome*', 'E-mail', 'Telefone*', 'Data de nascimento']) {
      expect([...reached], label).toContain(label);
    }
  });
});
