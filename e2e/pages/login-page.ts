import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/demo-users';

/** /acesso, as a user sees it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/acesso');
    await expect(this.page.getByRole('heading', { name: 'Acessar o sistema' })).toBeVisible();
  }

  async signIn(telefone: string, senha = DEMO_PASSWORD) {
    await this.page.getByLabel('Telefone').fill(telefone);
    await this.page.getByLabel('Senha', { exact: true }).fill(senha);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }

  error() {
    return this.page.getByRole('alert');
  }
}
