import type { Page } from '@playwright/test';
import { bearer, contatoEscreve, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/*
 * A long conversation opens at its latest message, at a desktop's and a phone's size: the history
 * is virtualised (rows measured as they mount, the list scrolled to the last row), and a change to
 * how rows are measured once left it three messages short of the end while every other chat spec
 * still passed (issue #25's session 10).
 */
/**
 * A new contact writes on the simulator's channel and staff answer `count` times (`texto(1)` first):
 * the conversation's id. The contact's phone starts with `prefixo`, so parallel tests never share one.
 */
async function conversaComRespostas(
  page: Page,
  prefixo: string,
  count: number,
  texto: (index: number) => string,
): Promise<number> {
  await page.goto('/healthz');
  const canal = await simuladorCanal(page);
  const nome = `Contato Histórico ${prefixo} ${Date.now()}`;
  const telefone = `${prefixo}${String(Date.now()).slice(-7)}`;
  const escreveu = await contatoEscreve(page, canal.base, { telefone, nome, texto: 'Olá, tudo bem?' });
  expect(escreveu.status()).toBe(201);
  const headers = await bearer(page);
  const lista = await page.request.get(`/api/chats?q=${encodeURIComponent(nome)}`, { headers });
  const idChat = ((await lista.json()) as Envelope<{ items: { idChat: number }[] }>).data.items[0]?.idChat;
  expect(idChat, 'the contact’s conversation').toBeDefined();
  for (let index = 1; index <= count; index += 1) {
    const enviou = await page.request.post(`/api/chats/${idChat}/mensagens`, {
      headers,
      data: { texto: texto(index) },
    });
    expect(enviou.status()).toBe(201);
  }
  return idChat as number;
}

test.describe('a long conversation', () => {
  for (const viewport of [
    { width: 1366, height: 800 },
    { width: 360, height: 740 },
  ]) {
    test(`opens at its latest message at ${viewport.width}×${viewport.height}`, async ({ gestorPage: page }) => {
      await page.setViewportSize(viewport);
      // Rows of different heights, so estimates and measures differ: short lines and long paragraphs.
      const idChat = await conversaComRespostas(page, `1193`, 31, (index) =>
        index % 3 === 0
          ? `Resposta ${index}: um texto bem mais longo, que ocupa várias linhas no balão da conversa e muda a altura da linha.`
          : `Resposta ${index}`,
      );

      await page.goto(`/chat/${idChat}`);
      const history = page.getByTestId('inbox-history');
      await expect(history.getByText('Resposta 31', { exact: true })).toBeInViewport();
      // And stays there once every row has been measured.
      await expect
        .poll(() => history.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
        .toBeLessThan(8);
      await expect(history.getByText('Resposta 31', { exact: true })).toBeInViewport();
    });
  }
});

/*
 * Older pages come in above what the reader sees and leave it in place, first in a short history
 * (drawn plainly) and then once it is long enough to be virtualised (history-scroller.ts, issue
 * #25): the message that was at the top of the history stays on screen each time.
 */
test('older pages keep the reader’s place, also when the history becomes virtualised', async ({ gestorPage: page }) => {
  // 160 answers and the contact's first message: four pages of 50.
  const idChat = await conversaComRespostas(page, '1192', 160, (index) => `Linha ${index}`);

  await page.goto(`/chat/${idChat}`);
  const history = page.getByTestId('inbox-history');
  await expect(history.getByText('Linha 160', { exact: true })).toBeInViewport();
  for (const topo of ['Linha 111', 'Linha 61']) {
    // The first message drawn is the top of the loaded history: scrolling there loads the next page.
    await expect(history.getByText(topo, { exact: true })).toBeAttached();
    const older = `Linha ${Number(topo.split(' ')[1]) - 1}`;
    // The reader scrolls to the top (again, as a reader would, if nothing came the first time).
    await expect(async () => {
      await history.evaluate((element) => {
        element.scrollTop = 0;
        element.dispatchEvent(new Event('scroll'));
      });
      await expect(history.getByText(older, { exact: true })).toBeAttached({ timeout: 4_000 });
    }).toPass({ timeout: 20_000 });
    await expect(history.getByText(topo, { exact: true })).toBeInViewport();
  }
  // 150 messages loaded, more than the plain drawing's limit: only some are in the DOM.
  const drawn = await history.getByTestId(/^mensagem-\d+$/).count();
  expect(drawn).toBeLessThan(100);
});
