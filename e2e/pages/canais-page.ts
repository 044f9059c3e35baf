import type { Page } from '@playwright/test';
import { Shell } from './shell';

/** /whatsapp-qrcode: the institution's WhatsApp channels, one card each, and the new-channel form. */
export class CanaisPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/whatsapp-qrcode');
  }

  /** The hubs are connected: a channel's new state and QR reach its card from now on. */
  async waitForLive() {
    await new Shell(this.page).waitForLive();
  }

  async create(nome: string, provedor: string) {
    await this.page.getByRole('button', { name: 'Novo canal' }).click();
    const form = this.page.getByRole('form', { name: 'Novo canal' });
    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('Provedor').selectOption({ label: provedor });
    await form.getByRole('button', { name: 'Criar canal' }).click();
  }

  card(nome: string) {
    return this.page.getByRole('article', { name: nome });
  }

  qrCode(nome: string) {
    return this.card(nome).getByRole('img', { name: `QR Code para conectar o canal ${nome}` });
  }

  /** Shares the channel's QR through a link (which starts the connection) and returns the link. */
  async shareQrLink(nome: string): Promise<string> {
    await this.card(nome).getByRole('button', { name: 'Compartilhar link do QR Code' }).click();
    return this.card(nome).getByLabel('Link do QR Code').inputValue();
  }

  /** The simulator's stand-in for a phone reading the QR. */
  async readQrWithSimulatedPhone(nome: string) {
    await this.card(nome).getByRole('button', { name: 'Ler QR Code com o celular simulado' }).click();
  }

  async revokeLinks(nome: string) {
    await this.card(nome).getByRole('button', { name: 'Revogar links' }).click();
  }

  /** Deletes the channel, confirming in the dialog. */
  async delete(nome: string) {
    await this.card(nome).getByRole('button', { name: 'Excluir' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Excluir canal' }).click();
  }
}
