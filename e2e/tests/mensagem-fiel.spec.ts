import type { Page } from '@playwright/test';
import { bearer, contatoEscreve, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';

/** The simulated contact does something besides writing (issue #26), as Evolution would post it. */
async function contatoAge(page: Page, base: string, telefone: string, nome: string, acao: object) {
  const response = await page.request.post(`${base}/acoes`, {
    headers: await bearer(page),
    data: { telefone, nome, acao },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ idGateway: string }>).data.idGateway;
}

test.describe('a WhatsApp message as the contact sent it', () => {
  test('a quoted reply, a reaction, an edit, a delete for everyone and a location show live in the open conversation', async ({
    gestorPage,
  }) => {
    const inbox = new InboxPage(gestorPage);
    await inbox.goto();
    await inbox.waitForLive();
    const canal = await simuladorCanal(gestorPage);
    const nome = `Contato Fiel ${Date.now()}`;
    const telefone = `1195${String(Date.now()).slice(-7)}`;
    const primeira = await contatoEscreve(gestorPage, canal.base, { telefone, nome, texto: 'Vocês abrem sábado?' });
    expect(primeira.status()).toBe(201);
    const { idGateway } = ((await primeira.json()) as Envelope<{ idGateway: string }>).data;
    await inbox.item(nome).click();
    await expect(inbox.history()).toContainText('Vocês abrem sábado?');

    await contatoAge(gestorPage, canal.base, telefone, nome, {
      tipo: 'texto',
      texto: 'E domingo também?',
      citando: { idGateway, texto: 'Vocês abrem sábado?' },
    });
    const resposta = inbox.message('E domingo também?');
    await expect(resposta.getByTestId('mensagem-citada')).toContainText('Vocês abrem sábado?', { timeout: 3_000 });

    await contatoAge(gestorPage, canal.base, telefone, nome, { tipo: 'reacao', alvo: idGateway, emoji: '👍' });
    await expect(gestorPage.getByRole('list', { name: 'Reações' })).toContainText('👍', { timeout: 3_000 });

    await contatoAge(gestorPage, canal.base, telefone, nome, {
      tipo: 'edicao',
      alvo: idGateway,
      texto: 'Vocês abrem sábado à tarde?',
    });
    const editada = inbox.message('Vocês abrem sábado à tarde?').first();
    await expect(editada).toContainText('editada', { timeout: 3_000 });

    await contatoAge(gestorPage, canal.base, telefone, nome, { tipo: 'apagar', alvo: idGateway });
    await expect(editada).toContainText('Mensagem apagada pelo contato', { timeout: 3_000 });
    await expect(editada).toContainText('O que dizia (só a equipe vê):');

    await contatoAge(gestorPage, canal.base, telefone, nome, {
      tipo: 'localizacao',
      latitude: -23.5505,
      longitude: -46.6333,
      nome: 'Sede',
    });
    await expect(inbox.history().getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=-23.5505,-46.6333',
      { timeout: 3_000 },
    );

    // The quote goes to the original, highlighted.
    await resposta.getByTestId('mensagem-citada').click();
    await expect(gestorPage.locator('.inbox-msg--destaque')).toContainText('Vocês abrem sábado à tarde?');
  });
});
