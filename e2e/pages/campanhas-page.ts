import type { Page } from '@playwright/test';

/** /campanhas: the institution's campaigns, each with its state and a way to follow its run. */
export class CampanhasPage {
  constructor(readonly page: Page) {}

  item(nome: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: nome }) });
  }

  /** Opens the campaign's run (/envio-massa/:id). */
  async follow(nome: string) {
    await this.item(nome).getByRole('link', { name: 'Acompanhar envio' }).click();
  }
}
