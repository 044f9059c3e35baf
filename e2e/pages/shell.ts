import { expect, type Page } from '@playwright/test';

/** The app shell: side menu and main area. */
export class Shell {
  constructor(private readonly page: Page) {}

  menu() {
    return this.page.getByRole('navigation', { name: 'Menu principal' });
  }

  async openMenuItem(title: string) {
    // The signed-in menu loads after sign-in (its own chunk): wait for it before judging visibility.
    await expect(this.menu()).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.menu().getByRole('link', { name: title, exact: true })).toBeAttached();
    const link = this.menu().getByRole('link', { name: title, exact: true });
    if (!(await link.isVisible())) await this.page.getByRole('button', { name: 'Abrir menu' }).click();
    await link.click();
  }

  async signOut() {
    if (!(await this.menu().getByRole('button', { name: 'Sair' }).isVisible())) {
      await this.page.getByRole('button', { name: 'Abrir menu' }).click();
    }
    await this.menu().getByRole('button', { name: 'Sair' }).click();
    await expect(this.page).toHaveURL(/\/acesso$/);
  }

  heading() {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }
}
