import { bearer, contatoEscreve, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';

/*
 * Issue #26, "nothing lost" (ADR 0036): a simulated channel goes down, the contact keeps writing
 * (their phone holds the messages), and when the phone reads the QR again the reconciliation
 * delivers them: staff in the inbox see them arrive, in the order they were sent, under
 * "2 mensagens recebidas enquanto o canal estava desconectado", and the inbox says so at the top.
 * The channel is the test's own, deleted at the end (with its conversation and its notice).
 */

test.describe('messages sent while a channel was down', () => {
  test('appear after the reconnect, in order, with the notice', async ({ gestorPage: page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.waitForLive();
    const headers = await bearer(page);
    const nomeCanal = `Loja Queda ${Date.now()}`;
    const criado = await page.request.post('/api/canais', {
      headers,
      data: { nome: nomeCanal, provider: 'simulador' },
    });
    expect(criado.status(), await criado.text()).toBe(201);
    const { idCanal } = ((await criado.json()) as Envelope<{ idCanal: number }>).data;
    const base = `/api/canais/${idCanal}`;
    const conectar = async () => {
      expect((await page.request.post(`${base}/conectar`, { headers })).status()).toBe(200);
      return page.request.post(`${base}/simulador/ler-qr`, { headers });
    };
    try {
      expect((await conectar()).status()).toBe(200);
      const nome = `Cliente Queda ${Date.now()}`;
      const telefone = `1195${String(Date.now()).slice(-7)}`;
      const contato = (texto: string) => contatoEscreve(page, `${base}/simulador`, { telefone, nome, texto });
      expect((await contato('Bom dia, ainda estão aí?')).status()).toBe(201);
      expect((await page.request.post(`${base}/desconectar`, { headers })).status()).toBe(200);
      // The phone keeps what the contact writes while the channel is down (202: waiting).
      expect((await contato('Mandei o comprovante')).status()).toBe(202);
      expect((await contato('Confirmam o pedido?')).status()).toBe(202);

      await expect(page.getByRole('status', { name: 'Canais de WhatsApp desconectados' })).toContainText(nomeCanal);
      await inbox.item(nome).click();
      await expect(inbox.message('Bom dia, ainda estão aí?')).toBeVisible();
      await expect(inbox.message('Mandei o comprovante')).toHaveCount(0);

      // The phone reads the QR again: what waited arrives, live, where it belongs.
      const reconectado = await conectar();
      expect(reconectado.status()).toBe(200);
      expect(((await reconectado.json()) as { message: string }).message).toMatch(/chegaram 2 mensagens/);
      await expect(page.getByRole('status', { name: 'Mensagens recebidas com o canal desconectado' })).toContainText(
        `2 mensagens recebidas enquanto o canal ‘${nomeCanal}’ estava desconectado`,
      );
      await expect(inbox.message('Confirmam o pedido?')).toBeVisible();
      const separador = inbox.history().getByText('2 mensagens recebidas enquanto o canal estava desconectado');
      await expect(separador).toBeVisible();
      const textos = await inbox
        .history()
        .getByTestId(/^mensagem-/)
        .allInnerTexts();
      const ordem = ['Bom dia, ainda estão aí?', 'Mandei o comprovante', 'Confirmam o pedido?'].map((texto) =>
        textos.findIndex((item) => item.includes(texto)),
      );
      expect(ordem).toEqual([...ordem].sort((a, b) => a - b));
      expect(ordem.every((index) => index >= 0)).toBe(true);

      // Closed, it stays closed.
      await page
        .getByRole('status', { name: 'Mensagens recebidas com o canal desconectado' })
        .getByRole('button', { name: 'Fechar' })
        .click();
      await expect(page.getByRole('status', { name: 'Mensagens recebidas com o canal desconectado' })).toHaveCount(0);
    } finally {
      await page.request.delete(base, { headers });
    }
  });
});
