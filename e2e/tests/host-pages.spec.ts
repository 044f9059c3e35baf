import { expect, test } from '../fixtures/test';
import { DashboardPage } from '../pages/dashboard-page';
import { PortariaPage } from '../pages/portaria-page';
import { Shell } from '../pages/shell';

test.describe('given the gestor', () => {
  test('the dashboard shows today’s orders, revenue in BRL, open chats and new leads, each linking to its screen', async ({
    gestorPage: page,
  }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.figure(/Pedidos hoje \d+/)).toBeVisible();
    await expect(dashboard.figure(/Faturamento hoje/)).toContainText(/R\$\s?\d/);
    await expect(dashboard.figure(/Conversas abertas\s*\d+/)).toHaveAttribute('href', '/chat');
    await expect(dashboard.figure(/Leads novos hoje\s*\d+/)).toHaveAttribute('href', '/leads');
  });

  test('Menu da portaria has big tiles for the reception screens, reachable by keyboard', async ({
    gestorPage: page,
  }) => {
    const portaria = new PortariaPage(page);
    await portaria.goto();
    await expect(portaria.heading()).toBeVisible();
    const tiles = portaria.tiles();
    await expect(tiles.first()).toHaveAccessibleName(/^Pedidos/);
    const box = await tiles.first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(120);
    await tiles.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pedidos$/);
  });
});

test.describe('given the atendente', () => {
  test('Menu da portaria needs the screen in the profile', async ({ atendentePage: page }) => {
    await new PortariaPage(page).goto();
    await expect(new Shell(page).accessDenied()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Menu da portaria');
  });
});
