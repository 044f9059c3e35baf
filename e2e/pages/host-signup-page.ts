import { expect, type Page } from '@playwright/test';
import type { NewAccount } from './host-account';

/** /criar-conta, as a user sees it. */
export class HostSignUpPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/criar-conta');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  }

  async fill(account: NewAccount, confirmarSenha = account.senha) {
    const page = this.page;
    await page.getByLabel('Nome completo').fill(account.nome);
    await this.phone().pressSequentially(account.telefone);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Nome da instituição').fill(account.instituicaoNome);
    await this.cnpj().pressSequentially(account.cnpj);
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(account.senha);
    await page.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill(confirmarSenha);
  }

  /** The phone and CNPJ fields, masked as they are typed. */
  phone() {
    return this.page.getByLabel('Telefone');
  }

  cnpj() {
    return this.page.getByLabel('CNPJ');
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Criar conta' }).click();
  }

  error() {
    return this.page.getByRole('main').getByRole('alert');
  }
}
