import { bearer, contatoEscreve, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';

/** What the simulated contact's phone received: a file, and whether it came as a voice message. */
type Recebida = { telefone: string; texto: string; midia?: { mime: string; nome: string }; voz?: boolean };

/*
 * Issue #26 (ADR 0033): a voice note recorded in the browser reaches the contact as WhatsApp's
 * voice message. Chromium's fake microphone (a tone) stands in for a person speaking; the server
 * converts the recording with the real ffmpeg.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A microphone that plays a tone, allowed without asking.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

test.describe('staff recording a voice note', () => {
  test('records in the composer and the contact’s phone gets a voice message; staff play it at 2×', async ({
    gestorPage,
  }) => {
    const inbox = new InboxPage(gestorPage);
    await inbox.goto();
    await inbox.waitForLive();
    const canal = await simuladorCanal(gestorPage);
    const nome = `Contato Voz ${Date.now()}`;
    const numero = `1193${String(Date.now()).slice(-7)}`;
    const escreveu = await contatoEscreve(gestorPage, canal.base, {
      telefone: numero,
      nome,
      texto: 'Pode mandar áudio',
    });
    expect(escreveu.status()).toBe(201);
    const telefone = `+55${numero}`;
    const recebidas = async () => {
      const response = await gestorPage.request.get(`${canal.base}/enviadas`, { headers: await bearer(gestorPage) });
      return ((await response.json()) as Envelope<Recebida[]>).data.filter((item) => item.telefone === telefone);
    };

    await inbox.item(nome).click();
    await gestorPage.getByRole('button', { name: 'Gravar áudio' }).click();
    const gravando = gestorPage.getByRole('group', { name: 'Gravando mensagem de voz' });
    await expect(gravando.getByRole('timer')).toHaveText('0:02', { timeout: 5_000 });
    await gravando.getByRole('button', { name: 'Enviar áudio' }).click();
    await expect(gravando).toBeHidden();

    await expect.poll(recebidas).toEqual([
      expect.objectContaining({
        voz: true,
        midia: expect.objectContaining({ mime: 'audio/ogg', nome: 'mensagem-de-voz.ogg' }),
      }),
    ]);
    const bubble = inbox
      .history()
      .getByTestId(/^mensagem-/)
      .filter({ has: gestorPage.getByLabel(/Áudio: mensagem-de-voz\.ogg/) });
    await expect(bubble).toHaveCount(1);
    // The converted file plays here: its length is known (two seconds or more), and the speed cycles.
    await expect(bubble.getByLabel(/^Duração: 0:0[2-9]$/)).toBeVisible();
    await bubble.getByRole('button', { name: 'Velocidade: 1×' }).click();
    await bubble.getByRole('button', { name: 'Velocidade: 1,5×' }).click();
    await expect(bubble.getByRole('button', { name: 'Velocidade: 2×' })).toBeVisible();
    expect(await bubble.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(2);
  });
});
