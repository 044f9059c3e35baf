import type { Page } from '@playwright/test';

/** /envio-massa/:id: a campaign's run, its summary, one row per contact, and its controls. */
export class EnvioMassaPage {
  constructor(readonly page: Page) {}

  async goto(url: string) {
    await this.page.goto(url);
  }

  title(nome: string) {
    return this.page.getByRole('heading', { name: nome });
  }

  summary() {
    return this.page.getByRole('region', { name: 'Resumo do envio' });
  }

  /** A contact's row: their state (Enviado, Ignorado, Respondeu...) and why. */
  row(pessoa: string) {
    return this.page.getByRole('row').filter({ hasText: pessoa });
  }

  async start() {
    await this.page.getByRole('button', { name: 'Iniciar envio' }).click();
  }

  async pause() {
    await this.page.getByRole('button', { name: 'Pausar' }).click();
  }

  async resume() {
    await this.page.getByRole('button', { name: 'Retomar' }).click();
  }
}
