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

  /** Starts the run, confirming in the dialog that says who receives it and how long it takes. */
  async start() {
    await this.page.getByRole('button', { name: 'Iniciar envio' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Iniciar o envio?' });
    await dialog.getByText(/receberão esta campanha|Ninguém receberá|Não foi possível contar/).waitFor();
    await dialog.getByRole('button', { name: 'Iniciar envio' }).click();
  }

  async pause() {
    await this.page.getByRole('button', { name: 'Pausar' }).click();
  }

  async resume() {
    await this.page.getByRole('button', { name: 'Retomar' }).click();
  }
}
