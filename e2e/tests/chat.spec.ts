import { expect, test, type Browser } from '@playwright/test';
import { ATENDENTE_DEMO, ATENDENTE_STATE, GESTOR_STATE, GESTOR_VIZINHA } from '../fixtures/demo-users';
import { InboxPage } from '../pages/inbox-page';
import { LoginPage } from '../pages/login-page';

/** An inbox in its own browser context, as a separate person on a separate device would have it. */
async function openInbox(browser: Browser, storageState?: string, telefone?: string): Promise<InboxPage> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  if (telefone) {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(telefone);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  const inbox = new InboxPage(page);
  await inbox.goto();
  await inbox.waitForLive();
  return inbox;
}

type Canal = { idCanal: number; provider: string; estado: string };

test.describe('the chat with contacts on WhatsApp', () => {
  test('a contact writes in; the conversation appears live for two staff (not another institution); a reply reaches the contact and its tick goes to read; typing, transfer and resolve', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const gestor = await openInbox(browser, GESTOR_STATE);
    const atendente = await openInbox(browser, ATENDENTE_STATE);
    const vizinha = await openInbox(browser, undefined, GESTOR_VIZINHA.telefone);
    const api = gestor.page.request;
    const headers = { Authorization: `Bearer ${await gestor.token()}` };
    const canais = (await (await api.get('/api/canais', { headers })).json()) as { data: Canal[] };
    const canal = canais.data.find((item) => item.provider === 'simulador' && item.estado === 'conectado');
    expect(canal, 'the demo seeds a connected simulated channel').toBeTruthy();
    const simulador = `/api/canais/${canal?.idCanal}/simulador`;

    const nome = `Contato E2E ${Date.now()}`;
    const telefone = `1197${String(Date.now()).slice(-7)}`;
    const escreve = await api.post(`${simulador}/mensagens`, {
      headers,
      data: { telefone, nome, texto: 'Olá! Vocês entregam hoje?' },
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
    await atendente.page.getByLabel('Mensagem para o contato').pressSequentially('Entregamos');
    await expect(gestor.page.getByText(`${ATENDENTE_DEMO.nome} está digitando…`)).toBeVisible({ timeout: 3_000 });

    // The atendente replies; the contact receives it; the tick is "Enviada", then "Lida" when the contact answers.
    await atendente.page.getByLabel('Mensagem para o contato').fill('Entregamos sim, até as 18h.');
    await atendente.page.getByRole('button', { name: 'Enviar' }).click();
    const enviada = atendente
      .history()
      .getByTestId(/^mensagem-/)
      .filter({ hasText: 'Entregamos sim, até as 18h.' });
    await expect(enviada.getByTestId('mensagem-status')).toHaveAttribute('data-status', 'enviada');
    await expect(gestor.history()).toContainText('Entregamos sim, até as 18h.', { timeout: 3_000 });
    const recebidas = (await (await api.get(`${simulador}/enviadas`, { headers })).json()) as {
      data: { texto: string; telefone: string }[];
    };
    expect(
      recebidas.data.some((item) => item.texto === 'Entregamos sim, até as 18h.' && item.telefone.endsWith(telefone)),
    ).toBe(true);
    await api.post(`${simulador}/mensagens`, { headers, data: { telefone, nome, texto: 'Perfeito, obrigado!' } });
    await expect(enviada.getByTestId('mensagem-status')).toHaveAttribute('data-status', 'lida', { timeout: 3_000 });
    await expect(atendente.history()).toContainText('Perfeito, obrigado!');

    // The gestor transfers it to the atendente and resolves it: both screens follow.
    await gestor.page.getByRole('combobox', { name: 'Responsável' }).selectOption({ label: ATENDENTE_DEMO.nome });
    await expect(atendente.page.getByRole('combobox', { name: 'Responsável' })).toHaveValue(/\d+/, { timeout: 3_000 });
    await expect(atendente.item(nome)).toContainText(ATENDENTE_DEMO.nome, { timeout: 3_000 });
    await gestor.page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('resolvida');
    await expect(atendente.page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('resolvida', {
      timeout: 3_000,
    });
    // Resolved conversations leave the "Abertas" tab, for everyone.
    await expect(atendente.item(nome)).toHaveCount(0, { timeout: 3_000 });

    // The other institution cannot open it by its address either.
    const href = new URL(gestor.page.url()).pathname;
    await vizinha.page.goto(href);
    await expect(vizinha.page.getByRole('heading', { name: 'Conversa não encontrada' })).toBeVisible();

    for (const inbox of [gestor, atendente, vizinha]) await inbox.page.context().close();
  });
});

test.describe('files in a conversation', () => {
  test('a photo the contact sends shows in the history, and a PDF staff attach reaches the contact', async ({
    browser,
  }) => {
    const gestor = await openInbox(browser, GESTOR_STATE);
    const api = gestor.page.request;
    const headers = { Authorization: `Bearer ${await gestor.token()}` };
    const canais = (await (await api.get('/api/canais', { headers })).json()) as { data: Canal[] };
    const canal = canais.data.find((item) => item.provider === 'simulador' && item.estado === 'conectado');
    const simulador = `/api/canais/${canal?.idCanal}/simulador`;

    const nome = `Contato Arquivo ${Date.now()}`;
    const telefone = `1196${String(Date.now()).slice(-7)}`;
    // A 1×1 PNG, as the contact's phone would send a photo.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const escreve = await api.post(`${simulador}/mensagens`, {
      headers,
      data: {
        telefone,
        nome,
        texto: 'Segue o comprovante',
        midia: { arquivo: `data:image/png;base64,${png}`, nome: 'comprovante.png' },
      },
    });
    expect(escreve.status()).toBe(201);

    await expect(gestor.item(nome)).toContainText('Imagem: Segue o comprovante');
    await gestor.item(nome).click();
    await expect(gestor.history().getByRole('img', { name: 'Imagem: comprovante.png' })).toBeVisible();

    await gestor.page.getByTestId('anexo-input').setInputFiles({
      name: 'cardápio.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% cardápio\n'),
    });
    await expect(gestor.page.getByText(/cardápio\.pdf · \d+ B/)).toBeVisible();
    await gestor.page.getByLabel('Legenda do arquivo').fill('Nosso cardápio');
    await gestor.page.getByRole('button', { name: 'Enviar' }).click();
    const enviada = gestor
      .history()
      .getByTestId(/^mensagem-/)
      .filter({ hasText: 'Nosso cardápio' });
    await expect(enviada.getByRole('button', { name: 'Baixar cardápio.pdf' })).toBeVisible();
    await expect(enviada.getByTestId('mensagem-status')).toHaveAttribute('data-status', 'enviada');

    const recebidas = (await (await api.get(`${simulador}/enviadas`, { headers })).json()) as {
      data: { telefone: string; texto: string; midia?: { nome: string; mime: string } }[];
    };
    const arquivo = recebidas.data.find((item) => item.telefone.endsWith(telefone) && item.midia);
    expect(arquivo?.midia).toMatchObject({ nome: 'cardápio.pdf', mime: 'application/pdf' });
    expect(arquivo?.texto).toBe('Nosso cardápio');
    await gestor.page.context().close();
  });
});
