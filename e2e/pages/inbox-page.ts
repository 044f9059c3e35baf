import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

type Arquivo = { name: string; mimeType: string; buffer: Buffer };

/** The chat inbox (/chat) as a staff member uses it: the list, a conversation and its side panel. */
export class InboxPage {
  constructor(readonly page: Page) {}

  async goto(idChat?: number): Promise<void> {
    await this.page.goto(idChat ? `/chat/${idChat}` : '/chat');
    await expect(this.page.getByRole('region', { name: 'Conversas' })).toBeVisible();
  }

  /** The chat hub is connected (the host's indicator), so live events will arrive. */
  async waitForLive(): Promise<void> {
    await new Shell(this.page).waitForLive();
  }

  item(nome: string) {
    return this.page.getByRole('region', { name: 'Conversas' }).getByRole('link', { name: new RegExp(nome) });
  }

  history() {
    return this.page.getByRole('log', { name: 'Mensagens da conversa' });
  }

  /** A message of the open conversation, by its text. */
  message(texto: string | RegExp) {
    return this.history()
      .getByTestId(/^mensagem-/)
      .filter({ hasText: texto });
  }

  /** The delivery tick of a message (its data-status: enviada, entregue, lida...). */
  tick(texto: string | RegExp) {
    return this.message(texto).getByTestId('mensagem-status');
  }

  composer() {
    return this.page.getByLabel('Mensagem para o contato');
  }

  async reply(texto: string): Promise<void> {
    await this.composer().fill(texto);
    await this.send();
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enviar' }).click();
  }

  /** Attaches a file to the next message; `caption()` is its text. */
  async attach(arquivo: Arquivo): Promise<void> {
    await this.page.getByTestId('anexo-input').setInputFiles(arquivo);
  }

  /** The line naming the attached file before it is sent ("cardápio.pdf · 20 B"). */
  attached(resumo: string | RegExp) {
    return this.page.getByText(resumo);
  }

  caption() {
    return this.page.getByLabel('Legenda do arquivo');
  }

  /** "Fulano está digitando…" in the open conversation. */
  typing(nome: string) {
    return this.page.getByText(`${nome} está digitando…`);
  }

  /** The conversation's side panel: who answers it, its status and the AI specialist given it. */
  responsavel() {
    return this.page.getByRole('combobox', { name: 'Responsável' });
  }

  status() {
    return this.page.getByRole('combobox', { name: 'Status', exact: true });
  }

  especialista() {
    return this.page.getByRole('combobox', { name: 'Atendimento por IA' });
  }

  /** What an address of a conversation the user may not see shows. */
  notFound() {
    return this.page.getByRole('heading', { name: 'Conversa não encontrada' });
  }

  /** The signed-in user's token, to play the contact through the simulator's API. */
  token(): Promise<string> {
    return this.page.evaluate(() => localStorage.getItem('token') ?? '');
  }
}
