import type { Page } from '@playwright/test';
import { contatoEscreve, enviadas, signInColleague, simulador } from '../fixtures/staff';
import { expect, test, type NewDevice } from '../fixtures/test';
import { AniversariantesPage } from '../pages/aniversariantes-page';
import { FunilPage } from '../pages/funil-page';
import { LeadsPage } from '../pages/leads-page';

/** A colleague with the Gestor profile, on the funnel in a browser of their own. */
async function colleagueOnTheFunnel(newDevice: NewDevice, gestor: Page): Promise<FunilPage> {
  const funil = new FunilPage(await signInColleague(newDevice, gestor, 'Colega do Funil'));
  await funil.goto();
  await funil.waitForLive();
  return funil;
}

test.describe('leads and the sales funnel', () => {
  test('a contact who wrote in on WhatsApp becomes a lead, moves across the funnel by mouse and by keyboard, and a colleague sees every move live', async ({
    gestorPage,
    newDevice,
  }) => {
    test.setTimeout(120_000);
    await gestorPage.goto('/dashboard');

    // The contact writes in: an unknown phone becomes a contact of the institution.
    const nome = `Lead E2E ${Date.now()}`;
    const telefone = `1198${String(Date.now()).slice(-7)}`;
    const escreve = await contatoEscreve(gestorPage, await simulador(gestorPage), {
      telefone,
      nome,
      texto: 'Quero um orçamento para 50 pessoas.',
    });
    expect(escreve.status()).toBe(201);

    const colega = await colleagueOnTheFunnel(newDevice, gestorPage);

    // The gestor creates the lead, picking that contact by phone.
    const leads = new LeadsPage(gestorPage);
    await leads.gotoNew();
    await leads.chooseContact(telefone.slice(-8), nome);
    await leads.valor().pressSequentially('2500');
    await leads.valor().blur();
    await expect(leads.valor()).toHaveValue('2.500,00');
    await leads.create();
    await expect(gestorPage).toHaveURL(/\/leads$/);
    await expect(leads.link(nome)).toBeVisible();

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
    await expect(gestor.announcer()).toContainText(`Lead ${nome} movido para a etapa Negociação.`);
    await expect(colega.column('Negociação')).toContainText(nome, { timeout: 5_000 });

    // The lead's history says who moved it where; the move survives a reload.
    await gestorPage.reload();
    await expect(gestor.column('Negociação')).toContainText(nome);
    await gestor.card(nome).getByRole('link', { name: nome }).click();
    await expect(leads.history()).toContainText('Contato feito → Negociação');
    await expect(leads.history()).toContainText('Ana Souza');
  });
});

test.describe('birthdays', () => {
  test("today's birthdays show their age and consent, and a greeting sent with one click reaches the contact on WhatsApp", async ({
    gestorPage: page,
  }) => {
    const aniversariantes = new AniversariantesPage(page);
    await aniversariantes.goto();
    const helena = aniversariantes.item('Helena Aniversariante');
    await expect(helena).toContainText('Hoje');
    await expect(helena).toContainText(/completa \d+ anos/);
    await expect(helena).toContainText('Com consentimento');

    await aniversariantes.greet('Helena Aniversariante');
    await expect(helena).toContainText('Felicitado');
    await expect(aniversariantes.greetButton('Helena Aniversariante')).toBeDisabled();

    const greeting = (await enviadas(page, await simulador(page))).find((item) =>
      item.telefone.endsWith('11943210001'),
    );
    expect(greeting?.texto, 'the contact received a greeting naming them').toContain('Helena');
  });
});
