import type { Page } from '@playwright/test';
import { GESTOR_VIZINHA } from '../fixtures/demo-users';
import { expect, test } from '../fixtures/test';
import { PedidosPage } from '../pages/pedidos-page';
import { ProdutosPage } from '../pages/produtos-page';

/** The board on someone's own device, live. */
async function openBoard(page: Page): Promise<PedidosPage> {
  const board = new PedidosPage(page);
  await board.goto();
  await board.waitForLive();
  return board;
}

test.describe('the live orders board', () => {
  test('an order created and moved by one staff member appears and moves live for a colleague, and never for another institution', async ({
    gestorPage,
    atendentePage,
    newDevice,
  }) => {
    test.setTimeout(90_000);
    const gestor = await openBoard(gestorPage);
    const atendente = await openBoard(atendentePage);
    const vizinha = await openBoard(await newDevice({ telefone: GESTOR_VIZINHA.telefone }));
    const cliente = `Cliente E2E ${Date.now()}`;

    const total = await gestor.create({
      cliente,
      telefone: '11987651234',
      itens: [
        ['X-Burguer', 2],
        ['Refrigerante lata', 1],
      ],
    });
    expect(total).toBe('R$ 58,80');

    // The colleague's board gets it from the hub, without reloading.
    await expect(atendente.column('Novo').getByRole('link', { name: new RegExp(cliente) })).toBeVisible({
      timeout: 3_000,
    });
    await expect(atendente.card(cliente)).toContainText('R$ 58,80');
    // Read-only profile: sees the order, cannot move it.
    await expect(atendente.card(cliente).getByRole('button')).toHaveCount(0);

    const numero = await gestor.numeroOf(cliente);
    await gestor
      .card(cliente)
      .getByRole('button', { name: `Iniciar preparo: pedido nº ${numero}` })
      .click();
    await expect(gestor.column('Em preparo').getByRole('link', { name: new RegExp(cliente) })).toBeVisible();
    await expect(atendente.column('Em preparo').getByRole('link', { name: new RegExp(cliente) })).toBeVisible({
      timeout: 3_000,
    });
    await expect(atendente.column('Novo').getByRole('link', { name: new RegExp(cliente) })).toHaveCount(0);

    // The other institution saw nothing live, finds nothing by searching, and cannot open it.
    await expect(vizinha.page.getByText(cliente)).toHaveCount(0);
    await vizinha.search(cliente);
    await expect(vizinha.noResults()).toBeVisible();
    const href = await gestor.card(cliente).getByRole('link').first().getAttribute('href');
    await vizinha.page.goto(href ?? '/pedidos/0');
    await expect(vizinha.notFound()).toBeVisible();
  });
});

test.describe('given a signed-in gestor', () => {
  test("an order's detail shows its history and prints only the ticket", async ({ gestorPage: page }) => {
    const board = new PedidosPage(page);
    await board.goto();
    await board.column('Pronto').getByRole('link').first().click();
    await expect(board.detailHeading()).toHaveText('Pedidos · detalhe');
    await expect(board.history().getByRole('listitem')).toHaveCount(3);
    await expect(board.history()).toContainText('Pronto');

    await expect(board.ticket()).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(board.ticket()).toBeVisible();
    await expect(board.history()).toBeHidden();
  });

  test('adds a product with its price typed as people write money and finds it in the catalogue', async ({
    gestorPage: page,
  }) => {
    const nome = `Produto E2E ${Date.now()}`;
    const produtos = new ProdutosPage(page);
    await produtos.goto();
    await produtos.openNew();
    await produtos.nome().fill(nome);
    // Typed as people write money: "19,9" is R$ 19,90 once the field is left (issue #28).
    await produtos.preco().pressSequentially('19,9');
    await produtos.preco().blur();
    await expect(produtos.preco()).toHaveValue('19,90');
    await produtos.save();
    await produtos.search(nome);
    await expect(produtos.item(nome)).toContainText('R$ 19,90');
    await expect(produtos.item(nome)).toContainText('Ativo');
  });
});

test.describe('on a phone', () => {
  test('the board shows one status at a time, picked with its count, and never scrolls sideways', async ({
    atendentePage: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const board = new PedidosPage(page);
    await board.goto();
    const picker = page.getByRole('group', { name: 'Status mostrado' });
    await expect(picker.getByRole('button', { name: /^Novo \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(board.column('Pronto')).toBeHidden();
    await picker.getByRole('button', { name: /^Pronto \d+$/ }).click();
    await expect(board.column('Pronto')).toBeVisible();
    await expect(board.column('Novo')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Two columns wide and up, every status shows and the picker goes away.
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(picker).toBeHidden();
    await expect(board.column('Novo')).toBeVisible();
    await expect(board.column('Pronto')).toBeVisible();
  });
});
