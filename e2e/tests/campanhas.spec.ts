import { expect, test, type Page } from '@playwright/test';
import { GESTOR_STATE } from '../fixtures/demo-users';
import { audienciaDeCampanha as audiencia } from '../fixtures/campanhas';
import { bearer, signInColleague, simuladorCanal, type Envelope } from '../fixtures/staff';

test.describe('campaigns and the mass send', () => {
  test('a campaign is built and previewed, its run fills a colleague’s table live, pauses and resumes, and a contact who replies SAIR is skipped next time', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Contexts made here take the test's options: the gestor's carries the session, the colleague's none.
    const page = await (await browser.newContext({ storageState: GESTOR_STATE })).newPage();
    await page.goto('/dashboard');
    const tag = `e2e-${Date.now()}`;
    const contatos = await audiencia(page, tag);
    const canal = await simuladorCanal(page);
    const nome = `Promoção E2E ${Date.now()}`;

    // The gestor builds the campaign: one variant, the tag as audience, a fast pace open all day.
    await page.goto('/campanhas/nova');
    await page.getByRole('textbox', { name: 'Nome' }).fill(nome);
    await page.getByLabel('Canal que envia').selectOption(String(canal.idCanal));
    await page.getByLabel('Variante 1').fill('Olá, {primeiroNome}! Temos pães de mel em promoção.');
    await page.getByRole('checkbox', { name: tag }).check();
    // Ten seconds apart: room to pause between two sends even on a busy machine.
    await page.getByLabel('Intervalo entre envios (s)').fill('10');
    await page.getByLabel('Variação aleatória (s)').fill('0');
    await page.getByLabel('Janela: das').fill('00:00');
    await page.getByLabel('Janela: até').fill('23:59');
    await page.getByRole('checkbox', { name: 'Dom' }).check();

    await page.getByRole('button', { name: 'Ver prévia' }).click();
    const previa = page.getByRole('region', { name: 'Prévia' });
    await expect(previa).toContainText('3 contatos receberão');
    await expect(previa).toContainText('1 sem consentimento de marketing');
    await expect(previa).toContainText('Olá, Alice! Temos pães de mel em promoção.');

    await page.getByRole('button', { name: 'Salvar campanha' }).click();
    await expect(page).toHaveURL(/\/campanhas$/);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nome }) });
    await expect(item).toContainText('Rascunho');
    await item.getByRole('link', { name: 'Acompanhar envio' }).click();
    await expect(page).toHaveURL(/\/envio-massa\/\d+$/);
    const url = page.url();

    // A colleague follows the same run from another browser.
    const colega = await signInColleague(browser, page, 'Colega das Campanhas');
    await colega.goto(url);
    await expect(colega.getByRole('heading', { name: nome })).toBeVisible();
    const linha = (pessoa: string) => colega.getByRole('row').filter({ hasText: pessoa });

    await page.getByRole('button', { name: 'Iniciar envio' }).click();
    const resumo = (quem: Page) => quem.getByRole('region', { name: 'Resumo do envio' });
    await expect(resumo(page)).toContainText('Enviando');
    // The list is built when the run starts: the one without consent is skipped, never sent to.
    await expect(linha('Dario Campanha')).toContainText('Ignorado', { timeout: 15_000 });
    await expect(linha('Dario Campanha')).toContainText('Sem consentimento de marketing');
    await expect(linha('Alice Campanha')).toContainText('Enviado', { timeout: 30_000 });

    // Pause between two sends: nothing more leaves until it resumes.
    await page.getByRole('button', { name: 'Pausar' }).click();
    await expect(resumo(colega)).toContainText('Pausada', { timeout: 10_000 });
    const enviadosNaPausa = await colega.getByRole('row').filter({ hasText: 'Enviado' }).count();
    expect(enviadosNaPausa).toBeLessThan(3);
    await colega.waitForTimeout(4_000);
    await expect(colega.getByRole('row').filter({ hasText: 'Enviado' })).toHaveCount(enviadosNaPausa);

    await page.getByRole('button', { name: 'Retomar' }).click();
    await expect(linha('Celia Campanha')).toContainText('Enviado', { timeout: 45_000 });
    await expect(linha('Bento Campanha')).toContainText('Enviado');
    await expect(resumo(colega)).toContainText('Concluída', { timeout: 25_000 });

    // Each consenting contact got the message once, the other none.
    const headers = await bearer(page);
    const enviadas = (await (await page.request.get(`${canal.base}/enviadas`, { headers })).json()) as Envelope<
      { telefone: string; texto: string }[]
    >;
    for (const [index, contato] of contatos.entries()) {
      const recebidas = enviadas.data.filter(
        (enviada) => enviada.telefone.endsWith(contato.telefone) && enviada.texto.includes('pães de mel'),
      );
      expect(recebidas, contato.nome).toHaveLength(index < 3 ? 1 : 0);
    }

    // Alice answers SAIR: she is told, and the next campaign to the same tag leaves her out.
    const [alice] = contatos;
    const sair = await page.request.post(`${canal.base}/mensagens`, {
      headers,
      data: { telefone: alice?.telefone, nome: alice?.nome, texto: 'SAIR' },
    });
    expect(sair.status(), await sair.text()).toBe(201);
    await expect(linha('Alice Campanha')).toContainText('Respondeu', { timeout: 15_000 });
    await expect
      .poll(async () => {
        const agora = (await (await page.request.get(`${canal.base}/enviadas`, { headers })).json()) as Envelope<
          { telefone: string; texto: string }[]
        >;
        return agora.data.some(
          (enviada) =>
            enviada.telefone.endsWith(alice?.telefone ?? '-') && enviada.texto.startsWith('Pronto: você não'),
        );
      })
      .toBe(true);

    await page.goto('/campanhas/nova');
    await page.getByRole('textbox', { name: 'Nome' }).fill(`${nome} (2)`);
    await page.getByLabel('Canal que envia').selectOption(String(canal.idCanal));
    await page.getByRole('checkbox', { name: tag }).check();
    await page.getByRole('button', { name: 'Ver prévia' }).click();
    await expect(page.getByRole('region', { name: 'Prévia' })).toContainText('2 contatos receberão');
    await expect(page.getByRole('region', { name: 'Prévia' })).toContainText('2 sem consentimento de marketing');

    await colega.context().close();
    await page.context().close();
  });
});
