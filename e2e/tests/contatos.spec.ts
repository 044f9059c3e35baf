import type { Page } from '@playwright/test';
import { bearer, enviadas, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { CampanhaFormPage } from '../pages/campanha-form-page';
import { CampanhasPage } from '../pages/campanhas-page';
import { EnvioMassaPage } from '../pages/envio-massa-page';

test.describe('Contatos', () => {
  test('the gestor finds a contact typed without accents and records consent given on the phone; the atendente is told why the actions are missing', async ({
    gestorPage,
    atendentePage,
  }) => {
    // A contact with accents in its name, made the way the Leads screen makes one.
    await gestorPage.goto('/dashboard');
    const headers = await bearer(gestorPage);
    const stamp = String(Date.now()).slice(-7);
    const nome = `Conceição Íris ${stamp}`;
    const etapas = (await (await gestorPage.request.get('/api/leads/etapas', { headers })).json()) as Envelope<
      { idEtapa: number }[]
    >;
    const lead = await gestorPage.request.post('/api/leads', {
      headers,
      data: {
        contato: { nome, telefone: `1194${stamp}` },
        idEtapa: etapas.data[0]?.idEtapa,
        valorCentavos: 0,
        idResponsavel: null,
        previsaoFechamento: null,
        origem: 'balcao',
        observacoes: null,
      },
    });
    expect(lead.status(), await lead.text()).toBe(201);

    await gestorPage.goto('/contatos');
    await gestorPage.getByRole('searchbox', { name: 'Buscar' }).fill(`conceicao iris ${stamp}`);
    await gestorPage.getByRole('link', { name: nome }).click();
    await expect(gestorPage.getByRole('heading', { name: nome })).toBeVisible();
    await expect(gestorPage.getByText('Não aceita campanhas')).toBeVisible();

    await gestorPage.getByRole('button', { name: 'Registrar consentimento' }).click();
    const dialog = gestorPage.getByRole('alertdialog');
    await dialog.getByLabel('Como a pessoa consentiu').fill('Autorizou por telefone, ligação das 10h.');
    await dialog.getByRole('button', { name: 'Registrar consentimento' }).click();
    const historico = gestorPage.getByRole('list', { name: 'Histórico de consentimento' });
    await expect(historico).toContainText('Consentimento dado');
    await expect(historico).toContainText('Autorizou por telefone, ligação das 10h.');
    await expect(historico).toContainText('Equipe, Ana Souza');
    await expect(gestorPage.getByText('Aceita campanhas', { exact: true })).toBeVisible();

    // The atendente reads the same page without the actions, and is told why.
    const contatoUrl = new URL(gestorPage.url()).pathname;
    await atendentePage.goto(contatoUrl);
    await expect(atendentePage.getByRole('heading', { name: nome })).toBeVisible();
    await expect(atendentePage.getByText(/Seu perfil permite apenas consultar o consentimento/)).toBeVisible();
    await expect(atendentePage.getByRole('button', { name: 'Registrar consentimento' })).toHaveCount(0);
    await expect(atendentePage.getByRole('list', { name: 'Histórico de consentimento' })).toContainText(
      'Autorizou por telefone',
    );
  });
});

/** Two contacts with this run's tag, made as the Leads screen makes them; the first gave consent on a form. */
async function doisContatosComEtiqueta(page: Page, tag: string, nomes: [string, string]) {
  const headers = await bearer(page);
  const etapas = (await (await page.request.get('/api/leads/etapas', { headers })).json()) as Envelope<
    { idEtapa: number }[]
  >;
  const stamp = String(Date.now()).slice(-7);
  const leads: { idLead: number; contato: { idContato: number } }[] = [];
  for (const [index, nome] of nomes.entries()) {
    const created = await page.request.post('/api/leads', {
      headers,
      data: {
        contato: { nome, telefone: `119${index + 3}${stamp}` },
        idEtapa: etapas.data[0]?.idEtapa,
        valorCentavos: 0,
        idResponsavel: null,
        previsaoFechamento: null,
        origem: 'balcao',
        observacoes: null,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    leads.push(((await created.json()) as Envelope<(typeof leads)[number]>).data);
  }
  const lote = await page.request.post('/api/leads/lote', {
    headers,
    data: { acao: 'etiqueta', idsLeads: leads.map((lead) => lead.idLead), tag },
  });
  expect(lote.status(), await lote.text()).toBe(200);
  const consent = await page.request.put(`/api/contatos/${leads[0]?.contato.idContato}/consentimento`, {
    headers,
    data: { marketing: true, origem: 'formulario' },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  return nomes.map((nome, index) => ({ nome, telefone: `119${index + 3}${stamp}` }));
}

test.describe('consent, from the contact to the campaign', () => {
  test('consent recorded on the phone counts in a campaign preview; revoked, the campaign skips the contact', async ({
    gestorPage: page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/dashboard');
    const stamp = String(Date.now()).slice(-7);
    const tag = `consentimento-${stamp}`;
    const nome = `Aparício Lúcio ${stamp}`;
    const [outro, contato] = await doisContatosComEtiqueta(page, tag, [`Outra Pessoa ${stamp}`, nome]);
    const canal = await simuladorCanal(page);

    // Found without accents, consent recorded as given on the phone.
    await page.goto('/contatos');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(`aparicio lucio ${stamp}`);
    await page.getByRole('link', { name: nome }).click();
    const contatoUrl = page.url();
    await page.getByRole('button', { name: 'Registrar consentimento' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Como a pessoa consentiu').fill('Autorizou por telefone.');
    await dialog.getByRole('button', { name: 'Registrar consentimento' }).click();
    await expect(page.getByText('Aceita campanhas', { exact: true })).toBeVisible();

    // The campaign's preview counts both.
    const form = new CampanhaFormPage(page);
    const campanha = `Consentimento E2E ${stamp}`;
    await form.goto();
    await form.describe(campanha, canal.idCanal);
    await form.variant(1, 'Olá, {primeiroNome}! Novidades da semana.');
    await form.audience(tag);
    await form.pace({ intervalo: '1', variacao: '0', das: '00:00', ate: '23:59', dias: ['Dom'] });
    const previa = await form.preview();
    await expect(previa).toContainText('2 contatos receberão');
    await form.save();
    await expect(page).toHaveURL(/\/campanhas$/);

    // Revoked in one click; the history keeps both entries.
    await page.goto(contatoUrl);
    await page.getByRole('button', { name: 'Revogar consentimento' }).click();
    const historico = page.getByRole('list', { name: 'Histórico de consentimento' });
    await expect(historico).toContainText('Consentimento revogado');
    await expect(historico).toContainText('Consentimento dado');
    await expect(page.getByText('Não aceita campanhas', { exact: true })).toBeVisible();

    // The run skips the contact, says why, and sends to the other one only.
    await page.goto('/campanhas');
    await new CampanhasPage(page).follow(campanha);
    const envio = new EnvioMassaPage(page);
    await envio.start();
    await expect(envio.row(nome)).toContainText('Ignorado', { timeout: 15_000 });
    await expect(envio.row(nome)).toContainText('Sem consentimento de marketing');
    await expect(envio.summary()).toContainText('Concluída', { timeout: 30_000 });
    const mensagens = await enviadas(page, canal.base);
    const para = (telefone: string) =>
      mensagens.filter((item) => item.telefone.endsWith(telefone) && item.texto.includes('Novidades da semana'));
    expect(para(outro?.telefone ?? '-')).toHaveLength(1);
    expect(para(contato?.telefone ?? '-')).toHaveLength(0);
  });
});
