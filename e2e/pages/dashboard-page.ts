import type { Page } from '@playwright/test';

/** /dashboard (Início): today's figures, each a link to its screen, and the user's screens. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard');
  }

  /** One of today's figures ("Pedidos hoje 3"), by its accessible name. */
  figure(name: RegExp) {
    return this.page.getByRole('region', { name: 'Resumo de hoje' }).getByRole('link', { name });
  }

  /** The list of screens the user's profile opens. */
  yourScreens() {
    return this.page.getByRole('heading', { name: 'Suas telas' });
  }
}
