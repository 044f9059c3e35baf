import { bearer, contatoEscreve, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';
import { Shell } from '../pages/shell';

/*
 * Issue #27: a staff member working orders learns a customer is waiting — the side menu's Chat
 * count, the tab title and a toast whose "Abrir" opens the conversation — and takes it with
 * "Atender". The rules behind the count are the API's and jest's tests; this is what a person sees.
 */
test('a contact writes while staff are on /pedidos: the badge, the title and the toast appear; Abrir opens it; Atender takes it', async ({
  gestorPage: page,
}) => {
  const chatSocket = page.waitForEvent('websocket', (socket) => socket.url().includes('/chathub'));
  const firstCount = page.waitForResponse((response) => /\/api\/chats\/nao-lidas$/.test(response.url()));
  await page.goto('/pedidos');
  // The notices start after the first screen (ADR 0024): the count, then the chat hub's handshake.
  const before = ((await (await firstCount).json()) as Envelope<{ idsChat: number[] }>).data.idsChat.length;
  await (await chatSocket).waitForEvent('framereceived');

  const canal = await simuladorCanal(page);
  const nome = `Patrícia Aviso ${Date.now()}`;
  const escreveu = await contatoEscreve(page, canal.base, {
    telefone: `1194${String(Date.now()).slice(-7)}`,
    nome,
    texto: 'Olá, meu pedido já saiu?',
  });
  expect(escreveu.status()).toBe(201);
  const { idChat } = ((await escreveu.json()) as Envelope<{ idChat: number }>).data;

  const waiting = before + 1;
  await expect(page).toHaveTitle(new RegExp(`^\\(${waiting}\\) .*Colabora$`), { timeout: 3_000 });
  const chatItem = new Shell(page).menu().getByRole('link', { name: 'Chat', exact: true });
  await expect(chatItem).toHaveAccessibleDescription(
    waiting === 1 ? '1 conversa aguardando' : `${waiting} conversas aguardando`,
  );
  const toast = page.getByRole('status').filter({ hasText: `Nova mensagem de ${nome}` });
  await expect(toast).toBeVisible();

  await toast.getByRole('button', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${idChat}$`));
  const inbox = new InboxPage(page);
  await expect(inbox.history()).toContainText('Olá, meu pedido já saiu?');
  // Opened, it is read: it no longer waits.
  await expect(page).not.toHaveTitle(new RegExp(`^\\(${waiting}\\)`));

  const conversa = page.getByRole('region', { name: 'Conversa', exact: true });
  await conversa.getByRole('button', { name: `Atender ${nome}` }).click();
  await expect(page.getByText(`Você está atendendo ${nome}.`)).toBeVisible();
  await expect(conversa.getByRole('button', { name: `Atender ${nome}` })).toBeHidden();
  const chat = await page.request.get(`/api/chats/${idChat}`, { headers: await bearer(page) });
  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('USER_INFO') ?? '{}') as { usuario?: { idUsuario: number } },
  );
  expect(
    ((await chat.json()) as Envelope<{ responsavel: { idUsuario: number } | null }>).data.responsavel?.idUsuario,
  ).toBe(session.usuario?.idUsuario);
});
