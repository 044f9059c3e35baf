import type { Page } from '@playwright/test';

/** /contexto-editor/:id: a specialist's knowledge in Markdown sections, saved as versions. */
export class ContextoEditorPage {
  constructor(readonly page: Page) {}

  section(nome: string) {
    return this.page.getByRole('region', { name: nome });
  }

  async write(secao: string, texto: string) {
    await this.section(secao).getByRole('textbox').fill(texto);
  }

  /** Shows the section as it renders; `bold` finds a bold run in that preview. */
  async preview(secao: string) {
    await this.section(secao).getByRole('button', { name: 'Visualizar' }).click();
  }

  bold(secao: string, texto: string) {
    return this.section(secao).locator('strong', { hasText: texto });
  }

  async saveVersion() {
    await this.page.getByRole('button', { name: 'Salvar nova versão' }).click();
  }

  /** "Tudo salvo." once nothing is left unsaved. */
  saved() {
    return this.page.getByText('Tudo salvo.');
  }

  versions() {
    return this.page.getByRole('list', { name: 'Versões do contexto' }).getByRole('listitem');
  }
}
