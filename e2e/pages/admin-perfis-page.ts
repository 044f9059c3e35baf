import { expect, type Page } from '@playwright/test';

/** /perfis: the profiles list and the permission-matrix form, as a gestor sees them. */
export class AdminPerfisPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/perfis');
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Creates a profile granting exactly `grants` (screen title → letter labels, e.g. { Pedidos: ['Ver'] }). */
  async create(nome: string, grants: Record<string, string[]>) {
    await this.page.getByRole('button', { name: 'Novo perfil' }).click();
    await this.page.getByRole('textbox', { name: 'Nome do perfil', exact: true }).fill(nome);
    const matrix = this.page.getByRole('table', { name: 'Permissões por tela' });
    await expect(matrix.getByRole('checkbox').first()).toBeVisible();
    for (const [tela, letters] of Object.entries(grants)) {
      for (const letter of letters)
        await matrix.getByRole('checkbox', { name: `${letter} — ${tela}`, exact: true }).check();
    }
    await this.page.getByRole('button', { name: 'Criar perfil' }).click();
    await expect(this.row(nome)).toBeVisible();
  }

  row(nome: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: nome, exact: true }) });
  }
}
