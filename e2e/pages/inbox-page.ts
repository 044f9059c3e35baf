import { expect, type Page } from '@playwright/test';

/** The chat inbox (/chat) as a staff member uses it. */
export class InboxPage {
  constructor(readonly page: Page) {}

  async goto(idChat?: number): Promise<void> {
    await this.page.goto(idChat ? `/chat/${idChat}` : '/chat');
    await expect(this.page.getByRole('region', { name: 'Conversas' })).toBeVisible();
  }

  /** The chat hub is connected (the host's indicator), so live events will arrive. */
  async waitForLive(): Promise<void> {
    await expect(this.page.getByRole('status', { name: /^Tempo real:/ })).toHaveAccessibleName(
      'Tempo real: Conectado',
      {
        timeout: 15_000,
      },
    );
  }

  item(nome: string) {
    return this.page.getByRole('region', { name: 'Conversas' }).getByRole('link', { name: new RegExp(nome) });
  }

  history() {
    return this.page.getByRole('log', { name: 'Mensagens da conversa' });
  }

  async reply(texto: string): Promise<void> {
    await this.page.getByLabel('Mensagem para o contato').fill(texto);
    await this.page.getByRole('button', { name: 'Enviar' }).click();
  }

  /** The signed-in user's token, to play the contact through the simulator's API. */
  token(): Promise<string> {
    return this.page.evaluate(() => localStorage.getItem('token') ?? '');
  }
}
