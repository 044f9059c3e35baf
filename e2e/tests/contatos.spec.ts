import { bearer, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

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
