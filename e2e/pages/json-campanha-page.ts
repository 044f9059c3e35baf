import type { Page } from '@playwright/test';

type Arquivo = { name: string; mimeType: string; buffer: Buffer };

/** /json-campanha: a campaign as a JSON document in a code editor, checked as it is typed. */
export class JsonCampanhaPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/json-campanha');
  }

  /** The campaign being edited (its id as the value; empty for a new one). */
  campaign() {
    return this.page.getByLabel('Campanha', { exact: true });
  }

  async choose(nome: string) {
    await this.campaign().selectOption({ label: nome });
  }

  /** Starts a new campaign instead of editing one. */
  async chooseNew() {
    await this.campaign().selectOption('');
  }

  editor() {
    return this.page.getByRole('textbox', { name: 'JSON da campanha' });
  }

  /** The editor's whole text (the document is a few dozen lines: all of it is drawn). */
  document(): Promise<string> {
    return this.editor().innerText();
  }

  /** Replaces the whole document as typed text: select all in the editor, then insert. */
  async replaceDocument(texto: string) {
    await this.editor().click();
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.insertText(texto);
  }

  /** The list of problems under the editor ("JSON válido", or "Linha N: …" per problem). */
  problems() {
    return this.page.getByRole('region', { name: 'Problemas do JSON' });
  }

  /** The editor's own error markers, underlining where each problem is. */
  errorMarks() {
    return this.page.locator('.cm-lintRange-error');
  }

  saveButton() {
    return this.page.getByRole('button', { name: 'Salvar alterações' });
  }

  async save() {
    await this.saveButton().click();
  }

  async importFile(arquivo: Arquivo) {
    await this.page.getByLabel('Arquivo JSON da campanha').setInputFiles(arquivo);
  }

  async create() {
    await this.page.getByRole('button', { name: 'Criar campanha' }).click();
  }

  /** The confirmation shown after saving or creating ("Campanha salva.", "Campanha criada."). */
  notice(texto: string) {
    return this.page.getByText(texto);
  }
}
