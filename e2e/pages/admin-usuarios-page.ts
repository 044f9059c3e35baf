import { expect, type Page } from '@playwright/test';

export type NovoUsuario = { nome: string; telefone: string; perfil: string; email?: string };

/** /usuarios: list, form and the one-time temporary password. */
export class AdminUsuariosPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/usuarios');
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Usuários');
  }

  /** Creates the user and returns the temporary password the dialog shows once. */
  async create(usuario: NovoUsuario): Promise<string> {
    await this.page.getByRole('button', { name: 'Novo usuário' }).click();
    await this.page.getByRole('textbox', { name: 'Nome', exact: true }).fill(usuario.nome);
    await this.page.getByRole('textbox', { name: 'Telefone', exact: true }).fill(usuario.telefone);
    if (usuario.email) await this.page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(usuario.email);
    await this.page.getByRole('combobox', { name: 'Perfil', exact: true }).selectOption({ label: usuario.perfil });
    await this.page.getByRole('button', { name: 'Criar usuário' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Senha temporária' });
    await expect(dialog).toBeVisible();
    const senha = (await dialog.getByRole('status', { name: 'Senha temporária gerada' }).textContent())?.trim() ?? '';
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(this.page).toHaveURL(/\/usuarios$/);
    return senha;
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(text);
  }

  row(nome: string) {
    return this.page.getByRole('row').filter({ hasText: nome });
  }
}
