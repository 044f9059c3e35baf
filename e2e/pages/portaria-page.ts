import type { Page } from '@playwright/test';

/** /menuportaria: big tiles for the reception screens. */
export class PortariaPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/menuportaria');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Portaria' });
  }

  tiles() {
    return this.page.getByRole('main').getByRole('listitem').getByRole('link');
  }
}
