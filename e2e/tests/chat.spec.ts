import type { Page } from '@playwright/test';
import { ATENDENTE_DEMO, GESTOR_VIZINHA } from '../fixtures/demo-users';
import { contatoEscreve, enviadas, simuladorCanal } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';

/** The inbox on someone's own device, live. */
async function openInbox(page: Page): Promise<InboxPage> {
  const inbox = new InboxPage(page);
  await inbox.goto();
  await inbox.waitForLive();
  return inbox;
}

test.describe('the chat with contacts on WhatsApp', () => {
  test('a contact writes in; the conversation appears live for two staff (not another institution); a reply reaches the contact and its tick goes to read; typing, transfer and resolve', async ({
    gestorPage,
    atendentePage,
    newDevice,
  }) => {
    test.setTimeout(120_000);
    const gestor = await openInbox(gestorPage);
    const atendente = await openInbox(atendentePage);
    const vizinha = await openInbox(await newDevice({ telefone: GESTOR_VIZINHA.telefone }));
    const canal = await simuladorCanal(gestor.page);

    const nome = `Contato E2E ${Date.now()}`;
    const telefone = `1197${String(Date.now()).slice(-7)}`;
    const escreve = await contatoEscreve(gestor.page, canal.base, {
      telefone,
      nome,
      texto: 'Olá! Vocês entregam hoje?',
    });
    expect(escreve.status()).toBe(201);

    // Both colleagues see it arrive, without reloading; the other institution never does.
    await expect(gestor.item(nome)).toBeVisible({ timeout: 3_000 });
    await expect(atendente.item(nome)).toBeVisible({ timeout: 3_000 });
    await expect(atendente.item(nome)).toContainText('Olá! Vocês entregam hoje?');
    await expect(vizinha.page.getByText(nome)).toHaveCount(0);

    // Both open it; the atendente's typing shows on the gestor's screen.
    await gestor.item(nome).click();
    await atendente.item(nome).click();
    await expect(gestor.history()).toContainText('Olá! Vocês entregam hoje?');
    await atendente.composer().pressSequentially('Entregamos');
    await expect(gestor.typing(ATENDENTE_DEMO.nome)).toBeVisible({ timeout: 3_000 });

    // The atendente replies; the contact receives it; the tick is "Enviada", then "Lida" when the contact answers.
    await atendente.reply('Entregamos sim, até as 18h.');
    const tick = atendente.tick('Entregamos sim, até as 18h.');
    await expect(tick).toHaveAttribute('data-status', 'enviada');
    await expect(gestor.history()).toContainText('Entregamos sim, até as 18h.', { timeout: 3_000 });
    expect(
      (await enviadas(gestor.page, canal.base)).some(
        (item) => item.texto === 'Entregamos sim, até as 18h.' && item.telefone.endsWith(telefone),
      ),
    ).toBe(true);
    await contatoEscreve(gestor.page, canal.base, { telefone, nome, texto: 'Perfeito, obrigado!' });
    await expect(tick).toHaveAttribute('data-status', 'lida', { timeout: 3_000 });
    await expect(atendente.history()).toContainText('Perfeito, obrigado!');

    // The gestor transfers it to the atendente and resolves it: both screens follow.
    // The atendente has the app open: "online" beside the name, live (ADR 0037).
    await gestor.responsavel().selectOption({ label: `${ATENDENTE_DEMO.nome} (online)` });
    await expect(atendente.responsavel()).toHaveValue(/\d+/, { timeout: 3_000 });
    await expect(atendente.item(nome)).toContainText(ATENDENTE_DEMO.nome, { timeout: 3_000 });
    await gestor.status().selectOption('resolvida');
    await expect(atendente.status()).toHaveValue('resolvida', { timeout: 3_000 });
    // Resolved conversations leave the "Abertas" tab, for everyone.
    await expect(atendente.item(nome)).toHaveCount(0, { timeout: 3_000 });

    // The other institution cannot open it by its address either.
    const href = new URL(gestor.page.url()).pathname;
    await vizinha.page.goto(href);
    await expect(vizinha.notFound()).toBeVisible();
  });
});

test.describe('files in a conversation', () => {
  test('a photo the contact sends shows in the history, and a PDF staff attach reaches the contact', async ({
    gestorPage,
  }) => {
    const gestor = await openInbox(gestorPage);
    const canal = await simuladorCanal(gestor.page);

    const nome = `Contato Arquivo ${Date.now()}`;
    const telefone = `1196${String(Date.now()).slice(-7)}`;
    // A 1×1 PNG, as the contact's phone would send a photo.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const escreve = await contatoEscreve(gestor.page, canal.base, {
      telefone,
      nome,
      texto: 'Segue o comprovante',
      midia: { arquivo: `data:image/png;base64,${png}`, nome: 'comprovante.png' },
    });
    expect(escreve.status()).toBe(201);

    await expect(gestor.item(nome)).toContainText('Imagem: Segue o comprovante');
    await gestor.item(nome).click();
    await expect(gestor.history().getByRole('img', { name: 'Imagem: comprovante.png' })).toBeVisible();

    await gestor.attach({
      name: 'cardápio.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% cardápio\n'),
    });
    await expect(gestor.attached(/cardápio\.pdf · \d+ B/)).toBeVisible();
    await gestor.caption().fill('Nosso cardápio');
    await gestor.send();
    const enviada = gestor.message('Nosso cardápio');
    await expect(enviada.getByRole('button', { name: 'Baixar cardápio.pdf' })).toBeVisible();
    await expect(gestor.tick('Nosso cardápio')).toHaveAttribute('data-status', 'enviada');

    const arquivo = (await enviadas(gestor.page, canal.base)).find(
      (item) => item.telefone.endsWith(telefone) && item.midia,
    );
    expect(arquivo?.midia).toMatchObject({ nome: 'cardápio.pdf', mime: 'application/pdf' });
    expect(arquivo?.texto).toBe('Nosso cardápio');
  });
});
