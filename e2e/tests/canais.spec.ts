import { expect, test } from '../fixtures/test';
import { CanaisPage } from '../pages/canais-page';
import { QrCodePage } from '../pages/qrcode-page';

test.describe('the WhatsApp channels of an institution', () => {
  test('a gestor creates a simulated channel, shares its QR through a link, the phone reads it and both pages show it connected; a revoked link says so; the channel is deleted', async ({
    gestorPage,
    newDevice,
  }) => {
    test.setTimeout(90_000);
    const nome = `Canal E2E ${Date.now()}`;
    const canais = new CanaisPage(gestorPage);
    await canais.goto();
    await canais.waitForLive();
    await canais.create(nome, 'Simulador');
    await expect(canais.card(nome)).toContainText('Desconectado');

    // Sharing the link starts the connection: the QR appears on the card (CanalAtualizado) and behind the link.
    const link = await canais.shareQrLink(nome);
    expect(link).toMatch(/\/qrcode\/[\w-]{40,}$/);
    await expect(canais.qrCode(nome)).toBeVisible();

    // Whoever holds the phone is not signed in.
    const phone = new QrCodePage(await newDevice());
    await phone.goto(link);
    await expect(phone.qrCode(nome)).toBeVisible();
    // Nothing else of the institution is on that page.
    await expect(phone.page.getByText('INSTITUIÇÃO DEMONSTRAÇÃO')).toHaveCount(0);

    await canais.readQrWithSimulatedPhone(nome);
    await expect(canais.card(nome)).toContainText('Conectado');
    await expect(phone.connected()).toBeVisible({ timeout: 10_000 });

    await canais.revokeLinks(nome);
    await phone.goto(link);
    await expect(phone.revoked()).toBeVisible();
    await phone.page.context().close();

    await canais.delete(nome);
    await expect(canais.card(nome)).toHaveCount(0);
  });
});
