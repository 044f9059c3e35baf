import { expect, type Page } from '@playwright/test';
import { Shell } from './shell';

export type NovoPedido = { cliente: string; telefone?: string; itens: [nome: string, quantidade: number][] };

/** /pedidos as staff see it: the live board, the order form and an order's detail. */
export class PedidosPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/pedidos');
    await expect(this.column('Novo')).toBeVisible();
  }

  /** Waits until the host's orders hub is connected (events reach this page from then on). */
  async waitForLive() {
    await new Shell(this.page).waitForLive();
  }

  column(status: 'Novo' | 'Em preparo' | 'Pronto' | 'Entregue' | 'Cancelado') {
    return this.page.getByRole('region', { name: new RegExp(`^${status} \\(`) });
  }

  card(cliente: string) {
    return this.page.getByRole('article').filter({ has: this.page.getByRole('link', { name: new RegExp(cliente) }) });
  }

  /** Creates an order through the form and returns to the board; returns the total shown. */
  async create(pedido: NovoPedido): Promise<string> {
    await this.page.getByRole('link', { name: 'Novo pedido' }).first().click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Novo pedido' })).toBeVisible();
    await this.page.getByLabel('Nome do cliente').fill(pedido.cliente);
    if (pedido.telefone) await this.page.getByLabel('Telefone').fill(pedido.telefone);
    for (const [nome, quantidade] of pedido.itens) {
      for (let i = 0; i < quantidade; i += 1)
        await this.page.getByRole('button', { name: `Adicionar ${nome}` }).click();
    }
    // The total is read once, not awaited: first see every press on the order's lines (the same
    // render draws the total), or a busy machine reads the total of the presses before the last.
    for (const [nome, quantidade] of pedido.itens)
      await expect(this.page.getByLabel(`Quantidade de ${nome}`)).toHaveValue(String(quantidade));
    const total = (await this.page.getByTestId('pedido-total').textContent()) ?? '';
    await this.page.getByRole('button', { name: 'Criar pedido' }).click();
    await expect(this.column('Novo')).toBeVisible();
    return total;
  }

  /** The order number on the card of `cliente`. */
  async numeroOf(cliente: string): Promise<number> {
    const text = (await this.card(cliente).getByRole('link').first().textContent()) ?? '';
    return Number(/nº (\d+)/.exec(text)?.[1]);
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  }

  /** What the board says when a search finds nothing. */
  noResults() {
    return this.page.getByRole('heading', { name: 'Nenhum pedido encontrado' });
  }

  /** Where someone creates an order, as a link or a button; a read-only profile is offered neither. */
  newOrder(role: 'link' | 'button') {
    return this.page.getByRole('main').getByRole(role, { name: 'Novo pedido' });
  }

  /** An order's detail (/pedidos/:id): its heading, its history and the printable ticket. */
  detailHeading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  history() {
    return this.page.getByRole('region', { name: 'Histórico' });
  }

  ticket() {
    return this.page.getByRole('region', { name: /^Comanda do pedido nº \d+$/ });
  }

  /** What the address of an order the user may not see shows. */
  notFound() {
    return this.page.getByRole('heading', { name: 'Pedido não encontrado' });
  }
}
