import type { Page } from '@playwright/test';

type Arquivo = { name: string; mimeType: string; buffer: Buffer };

/** How fast a campaign sends and when: seconds between sends, their random spread, the daily window and days. */
export type Ritmo = { intervalo: string; variacao: string; das: string; ate: string; dias: string[] };

/** /campanhas/nova: the campaign form, its preview and saving. */
export class CampanhaFormPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/campanhas/nova');
  }

  /** Its name and the channel that sends it. */
  async describe(nome: string, idCanal: number) {
    await this.page.getByRole('textbox', { name: 'Nome' }).fill(nome);
    await this.page.getByLabel('Canal que envia').selectOption(String(idCanal));
  }

  /** The text of a variant ({primeiroNome} and the like are filled per contact). */
  async variant(numero: number, texto: string) {
    await this.page.getByLabel(`Variante ${numero}`).fill(texto);
  }

  async attach(arquivo: Arquivo) {
    await this.page.getByLabel('Arquivo da campanha').setInputFiles(arquivo);
  }

  /** The line naming the picked file before it is uploaded ("cardapio.png · imagem · 79 B (…)"). */
  attached(resumo: string) {
    return this.page.getByText(resumo);
  }

  /** Adds the contacts with this tag to the audience. */
  async audience(tag: string) {
    await this.page.getByRole('checkbox', { name: tag }).check();
  }

  async pace(ritmo: Ritmo) {
    await this.page.getByLabel('Intervalo entre envios (s)').fill(ritmo.intervalo);
    await this.page.getByLabel('Variação aleatória (s)').fill(ritmo.variacao);
    await this.page.getByLabel('Janela: das').fill(ritmo.das);
    await this.page.getByLabel('Janela: até').fill(ritmo.ate);
    for (const dia of ritmo.dias) await this.page.getByRole('checkbox', { name: dia }).check();
  }

  /** A first run at `dataHora` (São Paulo's clock, datetime-local) repeated as `repetir` says ("Toda semana"). */
  async schedule(dataHora: string, repetir: string) {
    await this.page.getByRole('radio', { name: 'Em data e hora marcadas' }).check();
    await this.page.getByLabel('Data e hora (horário de Brasília)').fill(dataHora);
    await this.page.getByLabel('Repetir', { exact: true }).selectOption({ label: repetir });
  }

  /** Asks for the preview and returns its region (who will receive it, who is left out, a sample). */
  async preview() {
    await this.page.getByRole('button', { name: 'Ver prévia' }).click();
    return this.previewRegion();
  }

  previewRegion() {
    return this.page.getByRole('region', { name: 'Prévia' });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Salvar campanha' }).click();
  }
}
