import type { Page } from '@playwright/test';

/** /qrcode/:token: the public page a shared QR link opens, for whoever holds the phone (signed out). */
export class QrCodePage {
  constructor(readonly page: Page) {}

  async goto(link: string) {
    await this.page.goto(link);
  }

  qrCode(nome: string) {
    return this.page.getByRole('img', { name: `QR Code para conectar o canal ${nome}` });
  }

  /** What the page says once the phone has read the code. */
  connected() {
    return this.page.getByText('Conectado!');
  }

  /** What an expired or revoked link shows instead of the code. */
  revoked() {
    return this.page.getByText('Este link do QR Code expirou ou foi revogado. Peça um novo link a quem o enviou.');
  }
}
