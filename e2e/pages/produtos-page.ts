import { expect, type Page } from '@playwright/test';

/** The catalogue (/produto-servico): the list of products and services and the item form. */
export class ProdutosPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/produto-servico');
    await expect(this.page.getByRole('list', { name: 'Produtos e serviços' })).toBeVisible();
  }

  async openNew() {
    await this.page.getByRole('link', { name: 'Novo item' }).click();
  }

  /** The item form's fields. */
  nome() {
    return this.page.getByLabel('Nome');
  }

  preco() {
    return this.page.getByLabel('Preço (R$)');
  }

  async save() {
    await this.page.getByRole('button', { name: 'Salvar' }).click();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  }

  item(nome: string) {
    return this.page.getByRole('listitem').filter({ hasText: nome });
  }
}
