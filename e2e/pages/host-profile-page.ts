import { expect, type Page } from '@playwright/test';

/** /meuperfil, as a user sees it. */
export class HostProfilePage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/meuperfil');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(this.field('Nome')).not.toHaveValue('');
  }

  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Salvar alterações' }).click();
  }

  async choosePhoto(file: string | { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel('Sua foto (arquivo)').setInputFiles(file);
  }

  cropper() {
    return this.page.getByRole('dialog', { name: 'Ajustar foto' });
  }
}
