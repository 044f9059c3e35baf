import type { Page } from '@playwright/test';

/** /aniversariantes: contacts with a birthday, their age and consent, and a one-click greeting. */
export class AniversariantesPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/aniversariantes');
  }

  item(nome: string) {
    return this.page.getByRole('list', { name: 'Aniversariantes' }).getByRole('listitem').filter({ hasText: nome });
  }

  /** The greeting button of a contact (disabled once greeted). */
  greetButton(nome: string) {
    return this.item(nome).getByRole('button', { name: /Felicitar pelo WhatsApp/ });
  }

  async greet(nome: string) {
    await this.item(nome)
      .getByRole('button', { name: `Felicitar pelo WhatsApp: ${nome}` })
      .click();
  }
}
