import { expect, test } from '@playwright/test';
import { ATENDENTE_STATE, GESTOR_STATE } from '../fixtures/demo-users';

test.describe('given the gestor', () => {
  test.use({ storageState: GESTOR_STATE });

  test('the dashboard shows today’s orders, revenue in BRL, open chats and new leads, each linking to its screen', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const summary = page.getByRole('region', { name: 'Resumo de hoje' });
    await expect(summary.getByRole('link', { name: /Pedidos hoje \d+/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Faturamento hoje/ })).toContainText(/R\$\s?\d/);
    await expect(summary.getByRole('link', { name: /Conversas abertas\s*\d+/ })).toHaveAttribute('href', '/chat');
    await expect(summary.getByRole('link', { name: /Leads novos hoje\s*\d+/ })).toHaveAttribute('href', '/leads');
  });

  test('Menu da portaria has big tiles for the reception screens, reachable by keyboard', async ({ page }) => {
    await page.goto('/menuportaria');
    await expect(page.getByRole('heading', { level: 1, name: 'Portaria' })).toBeVisible();
    const tiles = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(tiles.first()).toHaveAccessibleName(/^Pedidos/);
    const box = await tiles.first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(120);
    await tiles.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pedidos$/);
  });
});

test.describe('given the atendente', () => {
  test.use({ storageState: ATENDENTE_STATE });

  test('Menu da portaria needs the screen in the profile', async ({ page }) => {
    await page.goto('/menuportaria');
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Menu da portaria');
  });
});
