import type { Page } from '@playwright/test';

/** /leads: the list of leads, the new-lead form (/leads/novo) and a lead's detail with its history. */
export class LeadsPage {
  constructor(readonly page: Page) {}

  async gotoNew() {
    await this.page.goto('/leads/novo');
  }

  /** Picks the lead's contact in the form: types part of their phone or name, then chooses them. */
  async chooseContact(busca: string, nome: string) {
    await this.page.getByRole('combobox', { name: 'Contato' }).fill(busca);
    await this.page.getByRole('option', { name: new RegExp(nome) }).click();
  }

  /** The estimated value, masked as money as it is typed. */
  valor() {
    return this.page.getByLabel('Valor estimado (R$)');
  }

  async create() {
    await this.page.getByRole('button', { name: 'Criar lead' }).click();
  }

  /** A lead in the list, as the link to its detail. */
  link(nome: string) {
    return this.page.getByRole('link', { name: nome });
  }

  /** A lead's history on its detail: who moved it from which stage to which. */
  history() {
    return this.page.getByRole('region', { name: 'Histórico' });
  }
}
