import { expect, type Page } from '@playwright/test';

/** The inbox's agenda (ADR 0038) as staff use it: Adiar, Agendar envio and the scheduled list. */
export class AgendaPage {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('region', { name: 'Conversa' }).getByRole('banner');
  }

  agendadas() {
    return this.page.getByRole('region', { name: 'Mensagens agendadas' });
  }

  /** "Adiar" with one of its presets ("Daqui a 1 hora"…). */
  async adiar(preset: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Adiar', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Adiar conversa' });
    await dialog.getByRole('radio', { name: new RegExp(preset) }).check();
    await dialog.getByRole('button', { name: 'Adiar', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** "Agendar envio" of `texto` at a São Paulo date and time typed in the field ('yyyy-mm-ddThh:mm'). */
  async agendar(texto: string, quando: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Agendar envio' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Agendar envio' });
    await dialog.getByLabel('Texto a enviar').fill(texto);
    await dialog.getByRole('radio', { name: 'Escolher data e hora' }).check();
    await dialog.getByLabel('Data e hora (horário de São Paulo)').fill(quando);
    await dialog.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The list's "Filtros" → "Adiadas" switch. */
  async mostrarAdiadas(on: boolean): Promise<void> {
    const filtros = this.page.getByRole('region', { name: 'Conversas' }).locator('details.cb-filters');
    if (!(await filtros.evaluate((element) => (element as HTMLDetailsElement).open)))
      await filtros.getByText('Filtros').click();
    await filtros.getByLabel('Adiadas').setChecked(on);
  }
}
