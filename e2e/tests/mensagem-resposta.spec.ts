import { bearer, contatoEscreve, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';

/** What the simulated contact's phone received: a text (with the message it answers) or a reaction. */
type Recebida = {
  telefone: string;
  texto: string;
  citada?: { idGateway: string; previa: string };
  reacao?: { alvo: string; emoji: string };
};

test.describe('staff answering a WhatsApp message as WhatsApp users do', () => {
  test('replies quoting the contact’s message and reacts to it; the contact’s phone gets both', async ({
    gestorPage,
  }) => {
    const inbox = new InboxPage(gestorPage);
    await inbox.goto();
    await inbox.waitForLive();
    const canal = await simuladorCanal(gestorPage);
    const nome = `Contato Resposta ${Date.now()}`;
    const numero = `1194${String(Date.now()).slice(-7)}`;
    const escreveu = await contatoEscreve(gestorPage, canal.base, { telefone: numero, nome, texto: 'Tem bolo hoje?' });
    expect(escreveu.status()).toBe(201);
    const { idGateway } = ((await escreveu.json()) as Envelope<{ idGateway: string }>).data;
    const telefone = `+55${numero}`;
    const recebidas = async () => {
      const response = await gestorPage.request.get(`${canal.base}/enviadas`, { headers: await bearer(gestorPage) });
      return ((await response.json()) as Envelope<Recebida[]>).data.filter((item) => item.telefone === telefone);
    };

    await inbox.item(nome).click();
    // The first: the reply below quotes the same words.
    const original = inbox.message('Tem bolo hoje?').first();
    await original.getByRole('button', { name: /Responder/ }).click();
    await expect(gestorPage.getByRole('group', { name: 'Respondendo a' })).toContainText('Tem bolo hoje?');
    await inbox.reply('Temos de cenoura!');
    await expect(gestorPage.getByRole('group', { name: 'Respondendo a' })).toBeHidden();
    await expect(inbox.message('Temos de cenoura!').getByTestId('mensagem-citada')).toContainText('Tem bolo hoje?');

    await original.getByRole('button', { name: /Reagir/ }).click();
    await gestorPage.getByRole('group', { name: 'Reagir com' }).getByRole('button', { name: '❤️' }).click();
    await expect(original.getByRole('list', { name: 'Reações' })).toContainText('❤️');

    await expect
      .poll(recebidas)
      .toEqual([
        expect.objectContaining({ texto: 'Temos de cenoura!', citada: { idGateway, previa: 'Tem bolo hoje?' } }),
        expect.objectContaining({ reacao: { alvo: idGateway, emoji: '❤️' } }),
      ]);
  });
});
