import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../pages/axe';
import { Shell } from '../pages/shell';

// Every screen's own axe scan, heading and sideways scroll are in every-screen.spec.ts (each route,
// both sizes, as the gestor and the atendente); here, what that sweep does not open.
for (const viewport of [null, { width: 360, height: 740 }] as const) {
  const size = viewport ? ` at ${viewport.width}×${viewport.height}` : '';

  test.describe(`accessibility, signed in${size}`, () => {
    test.use(viewport ? { viewport } : {});

    test('the side menu, opened, has no serious or critical axe violation', async ({ gestorPage: page }) => {
      const shell = new Shell(page);
      await shell.open('/dashboard', 'Início');
      await shell.showMenu();
      await expect(shell.menu().getByRole('button', { name: 'Sair' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  test('every control on Meu Perfil is reachable with Tab and shows a visible focus', async ({ gestorPage: page }) => {
    await new Shell(page).open('/meuperfil', 'Meu perfil');
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
