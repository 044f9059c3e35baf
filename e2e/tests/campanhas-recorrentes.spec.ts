import { expect, test } from '@playwright/test';
import { audienciaDeCampanha } from '../fixtures/campanhas';
import { GESTOR_STATE } from '../fixtures/demo-users';
import { bearer, simuladorCanal, type Envelope } from '../fixtures/staff';

/** A 16×16 PNG, as a staff member would pick from their files. */
const CARDAPIO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4VqdEEmIY1TCqYfhqAAAaGoYQKn8vWgAAAABJRU5ErkJggg==',
  'base64',
);

/** São Paulo's clock (UTC−3 all year) as a datetime-local value, `minutos` from now. */
const saoPaulo = (minutos: number) =>
  new Date(Date.now() - 3 * 3_600_000 + minutos * 60_000).toISOString().slice(0, 16);

test.use({ storageState: GESTOR_STATE });

test('a weekly campaign with a picture sends it to each contact with the variant as its caption, then waits for its next run', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  const tag = `e2e-semanal-${Date.now()}`;
  const contatos = await audienciaDeCampanha(page, tag);
  const canal = await simuladorCanal(page);
  const nome = `Cardápio semanal E2E ${Date.now()}`;

  await page.goto('/campanhas/nova');
  await page.getByRole('textbox', { name: 'Nome' }).fill(nome);
  await page.getByLabel('Canal que envia').selectOption(String(canal.idCanal));
  await page.getByLabel('Variante 1').fill('Olá, {primeiroNome}! Segue o cardápio da semana.');
  await page.getByLabel('Arquivo da campanha').setInputFiles({
    name: 'cardapio.png',
    mimeType: 'image/png',
    buffer: CARDAPIO,
  });
  await expect(page.getByText('cardapio.png · imagem · 79 B (será enviado ao salvar)')).toBeVisible();
  await page.getByRole('checkbox', { name: tag }).check();
  await page.getByLabel('Intervalo entre envios (s)').fill('1');
  await page.getByLabel('Variação aleatória (s)').fill('0');
  await page.getByLabel('Janela: das').fill('00:00');
  await page.getByLabel('Janela: até').fill('23:59');
  await page.getByRole('checkbox', { name: 'Dom' }).check();
  // The first run a minute ago (it starts when Iniciar is pressed), then every week.
  await page.getByRole('radio', { name: 'Em data e hora marcadas' }).check();
  await page.getByLabel('Data e hora (horário de Brasília)').fill(saoPaulo(-1));
  await page.getByLabel('Repetir', { exact: true }).selectOption({ label: 'Toda semana' });
  await page.getByRole('button', { name: 'Salvar campanha' }).click();

  await expect(page).toHaveURL(/\/campanhas$/);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nome }) });
  await expect(item).toContainText('Repete toda semana');
  await expect(item).toContainText('com imagem');
  await item.getByRole('link', { name: 'Acompanhar envio' }).click();
  const resumo = page.getByRole('region', { name: 'Resumo do envio' });
  await expect(resumo).toContainText('Com imagem: cardapio.png');
  await page.getByRole('button', { name: 'Iniciar envio' }).click();

  // The run ends and the campaign waits a week for the next one, as its first run's time.
  await expect(resumo).toContainText('Agendada', { timeout: 45_000 });
  await expect(resumo).toContainText('Próximo envio em');
  await expect(resumo).toContainText('Repete: toda semana · rodada 1.');
  await expect(page.getByRole('row').filter({ hasText: 'Dario Campanha' })).toContainText('Ignorado');

  // Each consenting contact got the picture once, with their own caption; the other nothing.
  const headers = await bearer(page);
  const enviadas = (await (await page.request.get(`${canal.base}/enviadas`, { headers })).json()) as Envelope<
    { telefone: string; texto: string; midia?: { mime: string; nome: string } }[]
  >;
  for (const [index, contato] of contatos.entries()) {
    const recebidas = enviadas.data.filter(
      (enviada) => enviada.telefone.endsWith(contato.telefone) && enviada.midia?.nome === 'cardapio.png',
    );
    expect(recebidas, contato.nome).toHaveLength(index < 3 ? 1 : 0);
    if (index < 3) expect(recebidas[0]?.texto).toBe(`Olá, ${contato.nome.split(' ')[0]}! Segue o cardápio da semana.`);
  }
});
