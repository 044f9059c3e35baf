import { audienciaDeCampanha as audiencia } from '../fixtures/campanhas';
import { contatoEscreve, enviadas, signInColleague, simuladorCanal } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { CampanhaFormPage } from '../pages/campanha-form-page';
import { CampanhasPage } from '../pages/campanhas-page';
import { EnvioMassaPage } from '../pages/envio-massa-page';

test.describe('campaigns and the mass send', () => {
  test('a campaign is built and previewed, its run fills a colleague’s table live, pauses and resumes, and a contact who replies SAIR is skipped next time', async ({
    gestorPage: page,
    newDevice,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/dashboard');
    const tag = `e2e-${Date.now()}`;
    const contatos = await audiencia(page, tag);
    const canal = await simuladorCanal(page);
    const nome = `Promoção E2E ${Date.now()}`;

    // The gestor builds the campaign: one variant, the tag as audience, a fast pace open all day.
    const form = new CampanhaFormPage(page);
    await form.goto();
    await form.describe(nome, canal.idCanal);
    await form.variant(1, 'Olá, {primeiroNome}! Temos pães de mel em promoção.');
    await form.audience(tag);
    // Ten seconds apart: room to pause between two sends even on a busy machine.
    await form.pace({ intervalo: '10', variacao: '0', das: '00:00', ate: '23:59', dias: ['Dom'] });

    const previa = await form.preview();
    await expect(previa).toContainText('3 contatos receberão');
    await expect(previa).toContainText('1 sem consentimento de marketing');
    await expect(previa).toContainText('Olá, Alice! Temos pães de mel em promoção.');

    await form.save();
    await expect(page).toHaveURL(/\/campanhas$/);
    const campanhas = new CampanhasPage(page);
    await expect(campanhas.item(nome)).toContainText('Rascunho');
    await campanhas.follow(nome);
    await expect(page).toHaveURL(/\/envio-massa\/\d+$/);
    const envio = new EnvioMassaPage(page);
    const url = page.url();

    // A colleague follows the same run from another browser.
    const colega = new EnvioMassaPage(await signInColleague(newDevice, page, 'Colega das Campanhas'));
    await colega.goto(url);
    await expect(colega.title(nome)).toBeVisible();

    await envio.start();
    await expect(envio.summary()).toContainText('Enviando');
    // The list is built when the run starts: the one without consent is skipped, never sent to.
    await expect(colega.row('Dario Campanha')).toContainText('Ignorado', { timeout: 15_000 });
    await expect(colega.row('Dario Campanha')).toContainText('Sem consentimento de marketing');
    await expect(colega.row('Alice Campanha')).toContainText('Enviado', { timeout: 30_000 });

    // Pause between two sends: nothing more leaves until it resumes.
    await envio.pause();
    await expect(colega.summary()).toContainText('Pausada', { timeout: 10_000 });
    const enviadosNaPausa = await colega.row('Enviado').count();
    expect(enviadosNaPausa).toBeLessThan(3);
    await colega.page.waitForTimeout(4_000);
    await expect(colega.row('Enviado')).toHaveCount(enviadosNaPausa);

    await envio.resume();
    await expect(colega.row('Celia Campanha')).toContainText('Enviado', { timeout: 45_000 });
    await expect(colega.row('Bento Campanha')).toContainText('Enviado');
    await expect(colega.summary()).toContainText('Concluída', { timeout: 25_000 });

    // Each consenting contact got the message once, the other none.
    const mensagens = await enviadas(page, canal.base);
    for (const [index, contato] of contatos.entries()) {
      const recebidas = mensagens.filter(
        (enviada) => enviada.telefone.endsWith(contato.telefone) && enviada.texto.includes('pães de mel'),
      );
      expect(recebidas, contato.nome).toHaveLength(index < 3 ? 1 : 0);
    }

    // Alice answers SAIR: she is told, and the next campaign to the same tag leaves her out.
    const [alice] = contatos;
    const sair = await contatoEscreve(page, canal.base, {
      telefone: alice?.telefone ?? '',
      nome: alice?.nome ?? '',
      texto: 'SAIR',
    });
    expect(sair.status(), await sair.text()).toBe(201);
    await expect(colega.row('Alice Campanha')).toContainText('Respondeu', { timeout: 15_000 });
    await expect
      .poll(async () =>
        (await enviadas(page, canal.base)).some(
          (enviada) =>
            enviada.telefone.endsWith(alice?.telefone ?? '-') && enviada.texto.startsWith('Pronto: você não'),
        ),
      )
      .toBe(true);

    await form.goto();
    await form.describe(`${nome} (2)`, canal.idCanal);
    await form.audience(tag);
    await form.preview();
    await expect(form.previewRegion()).toContainText('2 contatos receberão');
    await expect(form.previewRegion()).toContainText('2 sem consentimento de marketing');
  });
});
