import { expect, test, type Browser } from '@playwright/test';
import { ATENDENTE_STATE, GESTOR_STATE, GESTOR_VIZINHA } from '../fixtures/demo-users';
import { LoginPage } from '../pages/login-page';
import { PedidosPage } from '../pages/pedidos-page';

/** A board in its own browser context, as a separate person on a separate device would have it. */
async function openBoard(browser: Browser, storageState?: string, telefone?: string): Promise<PedidosPage> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  if (telefone) {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(telefone);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  const board = new PedidosPage(page);
  await board.goto();
  await board.waitForLive();
  return board;
}

test.describe('the live orders board', () => {
  test('an order created and moved by one staff member appears and moves live for a colleague, and never for another institution', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const gestor = await openBoard(browser, GESTOR_STATE);
    const atendente = await openBoard(browser, ATENDENTE_STATE);
    const vizinha = await openBoard(browser, undefined, GESTOR_VIZINHA.telefone);
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
    await vizinha.page.getByRole('searchbox', { name: 'Buscar' }).fill(cliente);
    await expect(vizinha.page.getByRole('heading', { name: 'Nenhum pedido encontrado' })).toBeVisible();
    const href = await gestor.card(cliente).getByRole('link').first().getAttribute('href');
    await vizinha.page.goto(href ?? '/pedidos/0');
    await expect(vizinha.page.getByRole('heading', { name: 'Pedido não encontrado' })).toBeVisible();

    for (const board of [gestor, atendente, vizinha]) await board.page.context().close();
  });
});

test.describe('given a signed-in gestor', () => {
  test.use({ storageState: GESTOR_STATE });

  test("an order's detail shows its history and prints only the ticket", async ({ page }) => {
    const board = new PedidosPage(page);
    await board.goto();
    await board.column('Pronto').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedidos · detalhe');
    const history = page.getByRole('region', { name: 'Histórico' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history).toContainText('Pronto');

    const ticket = page.getByRole('region', { name: /^Comanda do pedido nº \d+$/ });
    await expect(ticket).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(ticket).toBeVisible();
    await expect(page.getByRole('region', { name: 'Histórico' })).toBeHidden();
  });

  test('adds a product with the money mask and finds it in the catalogue', async ({ page }) => {
    const nome = `Produto E2E ${Date.now()}`;
    await page.goto('/produto-servico');
    await expect(page.getByRole('list', { name: 'Produtos e serviços' })).toBeVisible();
    await page.getByRole('link', { name: 'Novo item' }).click();
    await page.getByLabel('Nome').fill(nome);
    await page.getByLabel('Preço (R$)').pressSequentially('1990');
    await expect(page.getByLabel('Preço (R$)')).toHaveValue('19,90');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
    const item = page.getByRole('listitem').filter({ hasText: nome });
    await expect(item).toContainText('R$ 19,90');
    await expect(item).toContainText('Ativo');
  });
});
