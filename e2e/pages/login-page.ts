import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/demo-users';

/** /acesso, as a user sees it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/acesso');
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Acessar o sistema' });
  }

  async signIn(telefone: string, senha = DEMO_PASSWORD) {
    await this.phone().fill(telefone);
    await this.password().fill(senha);
    await this.submit();
  }

  /** The phone field, masked as it is typed: (11) 99999-0001. */
  phone() {
    return this.page.getByLabel('Telefone');
  }

  password() {
    return this.page.getByLabel('Senha', { exact: true });
  }

  async submit() {
    await this.submitButton().click();
  }

  submitButton() {
    return this.page.getByRole('button', { name: 'Entrar' });
  }

  async togglePassword() {
    await this.page.getByRole('button', { name: 'Mostrar senha' }).click();
  }

  error() {
    return this.page.getByRole('alert');
  }
}
