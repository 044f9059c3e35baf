import { expect, test } from '@playwright/test';
import { GESTOR_STATE } from '../fixtures/demo-users';

test.describe('the WhatsApp channels of an institution', () => {
  test.use({ storageState: GESTOR_STATE });

  test('a gestor creates a simulated channel, shares its QR through a link, the phone reads it and both pages show it connected; a revoked link says so; the channel is deleted', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const nome = `Canal E2E ${Date.now()}`;
    await page.goto('/whatsapp-qrcode');
    await expect(page.getByRole('status', { name: /^Tempo real:/ })).toHaveAccessibleName('Tempo real: Conectado', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Novo canal' }).click();
    const form = page.getByRole('form', { name: 'Novo canal' });
    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('Provedor').selectOption({ label: 'Simulador' });
    await form.getByRole('button', { name: 'Criar canal' }).click();
    const card = page.getByRole('article', { name: nome });
    await expect(card).toContainText('Desconectado');

    // Sharing the link starts the connection: the QR appears on the card (CanalAtualizado) and behind the link.
    await card.getByRole('button', { name: 'Compartilhar link do QR Code' }).click();
    const link = await card.getByLabel('Link do QR Code').inputValue();
    expect(link).toMatch(/\/qrcode\/[\w-]{40,}$/);
    await expect(card.getByRole('img', { name: `QR Code para conectar o canal ${nome}` })).toBeVisible();

    // Whoever holds the phone is not signed in.
    const phone = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const publicPage = await phone.newPage();
    await publicPage.goto(link);
    await expect(publicPage.getByRole('img', { name: `QR Code para conectar o canal ${nome}` })).toBeVisible();
    // Nothing else of the institution is on that page.
    await expect(publicPage.getByText('INSTITUIÇÃO DEMONSTRAÇÃO')).toHaveCount(0);

    await card.getByRole('button', { name: 'Ler QR Code com o celular simulado' }).click();
    await expect(card).toContainText('Conectado');
    await expect(publicPage.getByText('Conectado!')).toBeVisible({ timeout: 10_000 });

    await card.getByRole('button', { name: 'Revogar links' }).click();
    await publicPage.goto(link);
    await expect(
      publicPage.getByText('Este link do QR Code expirou ou foi revogado. Peça um novo link a quem o enviou.'),
    ).toBeVisible();
    await phone.close();

    await card.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir canal' }).click();
    await expect(page.getByRole('article', { name: nome })).toHaveCount(0);
  });
});
