import { expect, test, type Browser, type Page } from '@playwright/test';
import { GESTOR_STATE } from '../fixtures/demo-users';
import { bearer, signInColleague, simulador, type Envelope } from '../fixtures/staff';
import { FunilPage } from '../pages/funil-page';

/** A colleague with the Gestor profile, on the funnel in a browser of their own. */
async function colleagueOnTheFunnel(browser: Browser, gestor: Page): Promise<FunilPage> {
  const funil = new FunilPage(await signInColleague(browser, gestor, 'Colega do Funil'));
  await funil.goto();
  await funil.waitForLive();
  return funil;
}

test.describe('leads and the sales funnel', () => {
  test('a contact who wrote in on WhatsApp becomes a lead, moves across the funnel by mouse and by keyboard, and a colleague sees every move live', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const gestorPage = await (await browser.newContext({ storageState: GESTOR_STATE })).newPage();
    await gestorPage.goto('/dashboard');

    // The contact writes in: an unknown phone becomes a contact of the institution.
    const nome = `Lead E2E ${Date.now()}`;
    const telefone = `1198${String(Date.now()).slice(-7)}`;
    const escreve = await gestorPage.request.post(`${await simulador(gestorPage)}/mensagens`, {
      headers: await bearer(gestorPage),
      data: { telefone, nome, texto: 'Quero um orçamento para 50 pessoas.' },
    });
    expect(escreve.status()).toBe(201);

    const colega = await colleagueOnTheFunnel(browser, gestorPage);

    // The gestor creates the lead, picking that contact by phone.
    await gestorPage.goto('/leads/novo');
    await gestorPage.getByRole('combobox', { name: 'Contato' }).fill(telefone.slice(-8));
    await gestorPage.getByRole('option', { name: new RegExp(nome) }).click();
    await gestorPage.getByLabel('Valor estimado (R$)').pressSequentially('250000');
    await expect(gestorPage.getByLabel('Valor estimado (R$)')).toHaveValue('2.500,00');
    await gestorPage.getByRole('button', { name: 'Criar lead' }).click();
    await expect(gestorPage).toHaveURL(/\/leads$/);
    await expect(gestorPage.getByRole('link', { name: nome })).toBeVisible();

    // It arrives on the colleague's open funnel without a reload, in the first stage.
    await expect(colega.column('Novo').getByTestId('lead-card').filter({ hasText: nome })).toBeVisible({
      timeout: 5_000,
    });

    const gestor = new FunilPage(gestorPage);
    await gestor.goto();
    await gestor.waitForLive();
    await expect(gestor.column('Novo')).toContainText(nome);

    // Mouse: Novo → Contato feito. The colleague sees it leave and arrive.
    await gestor.dragWithMouse(nome, 'Contato feito');
    await expect(gestor.column('Contato feito')).toContainText(nome);
    await expect(colega.column('Contato feito')).toContainText(nome, { timeout: 5_000 });
    await expect(colega.column('Novo')).not.toContainText(nome);

    // Keyboard: two stages to the right, to Negociação, announced in pt-BR.
    await gestor.moveWithKeyboard(nome, ['Proposta', 'Negociação']);
    await expect(gestor.column('Negociação')).toContainText(nome);
    await expect(gestorPage.locator('[id^="DndLiveRegion"]')).toContainText(
      `Lead ${nome} movido para a etapa Negociação.`,
    );
    await expect(colega.column('Negociação')).toContainText(nome, { timeout: 5_000 });

    // The lead's history says who moved it where; the move survives a reload.
    await gestorPage.reload();
    await expect(gestor.column('Negociação')).toContainText(nome);
    await gestor.card(nome).getByRole('link', { name: nome }).click();
    const historico = gestorPage.getByRole('region', { name: 'Histórico' });
    await expect(historico).toContainText('Contato feito → Negociação');
    await expect(historico).toContainText('Ana Souza');

    await gestorPage.context().close();
    await colega.page.context().close();
  });
});

test.describe('birthdays', () => {
  test.use({ storageState: GESTOR_STATE });

  test("today's birthdays show their age and consent, and a greeting sent with one click reaches the contact on WhatsApp", async ({
    page,
  }) => {
    await page.goto('/aniversariantes');
    const lista = page.getByRole('list', { name: 'Aniversariantes' });
    const helena = lista.getByRole('listitem').filter({ hasText: 'Helena Aniversariante' });
    await expect(helena).toContainText('Hoje');
    await expect(helena).toContainText(/completa \d+ anos/);
    await expect(helena).toContainText('Com consentimento');

    await helena.getByRole('button', { name: 'Felicitar pelo WhatsApp: Helena Aniversariante' }).click();
    await expect(helena).toContainText('Felicitado');
    await expect(helena.getByRole('button', { name: /Felicitar pelo WhatsApp/ })).toBeDisabled();

    const enviadas = (await (
      await page.request.get(`${await simulador(page)}/enviadas`, { headers: await bearer(page) })
    ).json()) as Envelope<{ telefone: string; texto: string }[]>;
    const greeting = enviadas.data.find((item) => item.telefone.endsWith('11943210001'));
    expect(greeting?.texto, 'the contact received a greeting naming them').toContain('Helena');
  });
});
