import type { Page } from '@playwright/test';

/** /especialista-ia/:id: a test conversation with a specialist, streamed, with what it used. */
export class PlaygroundPage {
  constructor(readonly page: Page) {}

  async goto(idEspecialista: number) {
    await this.page.goto(`/especialista-ia/${idEspecialista}`);
  }

  /** Writes as the contact and sends with Enter. */
  async ask(texto: string) {
    await this.page.getByLabel('Mensagem do contato').fill(texto);
    await this.page.getByLabel('Mensagem do contato').press('Enter');
  }

  conversation() {
    return this.page.getByRole('log', { name: 'Conversa de teste' });
  }

  /** The line naming the sections of the context the last answer used. */
  sectionsUsed(secao: string) {
    return this.page.getByText(new RegExp(`^Seções do contexto usadas: .*${secao}`));
  }

  /** The line with the last answer's token counts. */
  tokens() {
    return this.page.getByText(/^Tokens: \d+ no prompt, \d+ na resposta$/);
  }
}
