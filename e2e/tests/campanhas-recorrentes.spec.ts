import { audienciaDeCampanha } from '../fixtures/campanhas';
import { enviadas, simuladorCanal } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { CampanhaFormPage } from '../pages/campanha-form-page';
import { CampanhasPage } from '../pages/campanhas-page';
import { EnvioMassaPage } from '../pages/envio-massa-page';

/** A 16×16 PNG, as a staff member would pick from their files. */
const CARDAPIO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4VqdEEmIY1TCqYfhqAAAaGoYQKn8vWgAAAABJRU5ErkJggg==',
  'base64',
);

/** São Paulo's clock (UTC−3 all year) as a datetime-local value, `minutos` from now. */
const saoPaulo = (minutos: number) =>
  new Date(Date.now() - 3 * 3_600_000 + minutos * 60_000).toISOString().slice(0, 16);

test('a weekly campaign with a picture sends it to each contact with the variant as its caption, then waits for its next run', async ({
  gestorPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  const tag = `e2e-semanal-${Date.now()}`;
  const contatos = await audienciaDeCampanha(page, tag);
  const canal = await simuladorCanal(page);
  const nome = `Cardápio semanal E2E ${Date.now()}`;

  const form = new CampanhaFormPage(page);
  await form.goto();
  await form.describe(nome, canal.idCanal);
  await form.variant(1, 'Olá, {primeiroNome}! Segue o cardápio da semana.');
  await form.attach({ name: 'cardapio.png', mimeType: 'image/png', buffer: CARDAPIO });
  await expect(form.attached('cardapio.png · imagem · 79 B (será enviado ao salvar)')).toBeVisible();
  await form.audience(tag);
  await form.pace({ intervalo: '1', variacao: '0', das: '00:00', ate: '23:59', dias: ['Dom'] });
  // The first run a minute ago (it starts when Iniciar is pressed), then every week.
  await form.schedule(saoPaulo(-1), 'Toda semana');
  await form.save();

  await expect(page).toHaveURL(/\/campanhas$/);
  const campanhas = new CampanhasPage(page);
  await expect(campanhas.item(nome)).toContainText('Repete toda semana');
  await expect(campanhas.item(nome)).toContainText('com imagem');
  await campanhas.follow(nome);
  const envio = new EnvioMassaPage(page);
  await expect(envio.summary()).toContainText('Com imagem: cardapio.png');
  await envio.start();

  // The run ends and the campaign waits a week for the next one, as its first run's time.
  await expect(envio.summary()).toContainText('Agendada', { timeout: 45_000 });
  await expect(envio.summary()).toContainText('Próximo envio em');
  await expect(envio.summary()).toContainText('Repete: toda semana · rodada 1.');
  await expect(envio.row('Dario Campanha')).toContainText('Ignorado');

  // Each consenting contact got the picture once, with their own caption; the other nothing.
  const mensagens = await enviadas(page, canal.base);
  for (const [index, contato] of contatos.entries()) {
    const recebidas = mensagens.filter(
      (enviada) => enviada.telefone.endsWith(contato.telefone) && enviada.midia?.nome === 'cardapio.png',
    );
    expect(recebidas, contato.nome).toHaveLength(index < 3 ? 1 : 0);
    if (index < 3) expect(recebidas[0]?.texto).toBe(`Olá, ${contato.nome.split(' ')[0]}! Segue o cardápio da semana.`);
  }
});
