import { expect, type Page } from '@playwright/test';

/** The app shell: side menu, the real-time indicator and the main area. */
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

  /** Opens the side menu where it is folded away (phone sizes); does nothing where it is always shown. */
  async showMenu() {
    const toggle = this.menuToggle('Abrir menu');
    if (await toggle.isVisible()) await toggle.click();
  }

  /** The button that folds the side menu out or away, by what it does now. */
  menuToggle(name: 'Abrir menu' | 'Fechar menu') {
    return this.page.getByRole('button', { name });
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

  /**
   * Opens `path` and waits until the screen has settled: its h1 (named `heading` when given) and no
   * status line still saying it is loading (`busy`), so what follows judges the finished screen.
   */
  async open(path: string, heading: string | null = null, busy: RegExp = /Carregando/) {
    await this.page.goto(path);
    await (heading ? expect(this.heading()).toHaveText(heading) : expect(this.heading()).toBeVisible());
    await expect(this.page.getByRole('status').filter({ hasText: busy })).toHaveCount(0);
  }

  /** The page a screen outside the user's profile shows instead of the screen. */
  accessDenied() {
    return this.page.getByRole('heading', { level: 1, name: 'Acesso negado' });
  }

  /** What stands in for a screen whose remote did not load; `retryModule` loads it again. */
  moduleUnavailable() {
    return this.page.getByRole('heading', { name: 'Módulo indisponível' });
  }

  async retryModule() {
    await this.page.getByRole('button', { name: 'Tentar novamente' }).click();
  }

  /** The host's real-time indicator ("Tempo real: Conectado", "…: Reconectando"). */
  realtime() {
    return this.page.getByRole('status', { name: /^Tempo real:/ });
  }

  /** The hubs are connected: events for the screen reach this page from now on. */
  async waitForLive() {
    await expect(this.realtime()).toHaveAccessibleName('Tempo real: Conectado', { timeout: 15_000 });
  }
}
