import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

/** The sales funnel (/funil) as a staff member uses it: columns per stage, cards dragged between them. */
export class FunilPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/funil');
    await expect(this.page.getByRole('heading', { level: 2, name: /^Novo/ })).toBeVisible();
  }

  /** The chat hub is connected (the host's indicator): moves by colleagues will arrive. */
  async waitForLive(): Promise<void> {
    await new Shell(this.page).waitForLive();
  }

  /** A stage's column, by the stage's name ("Novo", "Proposta"...). */
  column(etapa: string) {
    return this.page.getByRole('region', { name: new RegExp(`^${etapa}\\b`) });
  }

  card(nome: string) {
    return this.page.getByTestId('lead-card').filter({ hasText: nome });
  }

  handle(nome: string) {
    return this.page.getByRole('button', { name: `Mover ${nome}` });
  }

  /** dnd-kit's live region: what a screen reader hears as a card is picked up, moved and dropped. */
  announcer() {
    return this.page.locator('[id^="DndLiveRegion"]');
  }

  /** Drags a card by its handle with the mouse onto another column, in small steps as a hand would. */
  async dragWithMouse(nome: string, etapa: string): Promise<void> {
    const from = await this.handle(nome).boundingBox();
    const to = await this.column(etapa).boundingBox();
    if (!from || !to) throw new Error('card or column not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + Math.min(80, to.height / 2), { steps: 12 });
    await this.page.mouse.up();
  }

  /**
   * Picks a card up with the keyboard, moves it right through `etapas`, one stage per arrow, and drops it, waiting
   * for each pt-BR announcement as a screen-reader user would hear it before the next key.
   */
  async moveWithKeyboard(nome: string, etapas: string[]): Promise<void> {
    const announcer = this.announcer();
    await this.handle(nome).focus();
    await this.page.keyboard.press('Space');
    // Picked up: dnd-kit says "selecionado", then at once which stage the card is over.
    await expect(announcer).toContainText(new RegExp(`Lead ${nome} (selecionado|sobre a etapa)`));
    for (const etapa of etapas) {
      await this.page.keyboard.press('ArrowRight');
      await expect(announcer).toContainText(`Lead ${nome} sobre a etapa ${etapa}.`);
    }
    await this.page.keyboard.press('Space');
  }
}
