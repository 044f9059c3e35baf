import type { Page } from '@playwright/test';

/** /especialistas: the AI specialists, one card each, and the form that creates one (/especialistas/novo). */
export class EspecialistasPage {
  constructor(readonly page: Page) {}

  async gotoNew() {
    await this.page.goto('/especialistas/novo');
  }

  /** The form's name and description of what the specialist does. */
  async describe(nome: string, descricao: string) {
    await this.page.getByLabel('Nome').fill(nome);
    await this.page.getByLabel('O que ele faz').fill(descricao);
  }

  /** The words that, from a contact, hand the conversation to a person. */
  handOffWords() {
    return this.page.getByLabel('Palavras do contato');
  }

  /** Switches it on: it answers the conversations given to it. */
  async answerContacts() {
    await this.page.getByRole('checkbox', { name: /Atender os contatos/ }).check();
  }

  async create() {
    await this.page.getByRole('button', { name: 'Criar especialista' }).click();
  }

  card(nome: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: nome }) });
  }

  /** Opens the editor of the specialist's knowledge (/contexto-editor/:id). */
  async openContext(nome: string) {
    await this.card(nome).getByRole('link', { name: 'Contexto' }).click();
  }
}
