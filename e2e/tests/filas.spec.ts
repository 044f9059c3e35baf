import type { Page } from '@playwright/test';
import { GESTOR_DEMO } from '../fixtures/demo-users';
import { bearer, contatoEscreve, enviadas, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';

/*
 * Issue #27, queues (ADR 0034): the gestor puts Pedidos and Financeiro in the greeting menu and turns
 * it on for the demo channel on the Filas screen; a new contact gets the menu, answers "2", lands in
 * Financeiro (the list filters by it and shows its colour); the gestor transfers it to Pedidos with
 * a note and the line shows in the conversation. The atendente sees the screen read-only.
 */

const MENU = 'Olá! Digite 1 para Pedidos, 2 para Financeiro.';

/** What GET /api/filas answers, as far as this spec reads it. */
type FilasPainel = {
  filas: { idFila: number; nome: string; cor: string; membros: { idUsuario: number }[] }[];
  canais: { idCanal: number; nome: string }[];
};

async function painel(page: Page): Promise<FilasPainel> {
  const response = await page.request.get('/api/filas', { headers: await bearer(page) });
  return ((await response.json()) as Envelope<FilasPainel>).data;
}

/** Puts the demo back as the seed left it (the next specs of the lane share its data). */
async function restore(page: Page, idCanal: number): Promise<void> {
  const headers = await bearer(page);
  await page.request.put(`/api/filas/canais/${idCanal}`, { headers, data: { idFilaPadrao: null, saudacao: false } });
  for (const fila of (await painel(page)).filas) {
    await page.request.put(`/api/filas/${fila.idFila}`, {
      headers,
      data: { nome: fila.nome, cor: fila.cor, opcaoSaudacao: null, idsMembros: fila.membros.map((m) => m.idUsuario) },
    });
  }
}

async function offer(page: Page, nome: string, digito: string) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nome }) });
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar fila ${nome}` });
  await dialog.getByRole('combobox', { name: /Opção no menu/ }).selectOption(digito);
  await dialog.getByRole('button', { name: 'Salvar fila' }).click();
  await expect(page.getByText(`Fila ${nome} salva.`)).toBeVisible();
  await expect(card.getByText(`Opção ${digito} no menu`)).toBeVisible();
}

async function untilSent(page: Page, base: string, telefone: string, texto: string) {
  await expect
    .poll(async () => (await enviadas(page, base)).filter((e) => e.telefone.endsWith(telefone)).map((e) => e.texto), {
      timeout: 5_000,
    })
    .toContain(texto);
}

test('a greeting menu routes a contact to Financeiro; a transfer to Pedidos with a note shows in the conversation', async ({
  gestorPage: page,
}) => {
  await page.goto('/filas');
  const canal = await simuladorCanal(page);
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Filas' })).toBeVisible();
    await offer(page, 'Pedidos', '1');
    await offer(page, 'Financeiro', '2');
    await expect(page.getByText(`“${MENU}”`)).toBeVisible();
    const nomeCanal = (await painel(page)).canais.find((c) => c.idCanal === canal.idCanal)?.nome ?? '';
    const linha = page.getByRole('listitem').filter({ has: page.getByRole('combobox', { name: nomeCanal }) });
    // Controlled by the server's answer: it turns on once saved.
    await linha.getByRole('checkbox', { name: 'Enviar o menu de saudação' }).click();
    await expect(page.getByText('Canal salvo.')).toBeVisible();
    await expect(linha.getByRole('checkbox', { name: 'Enviar o menu de saudação' })).toBeChecked();

    const telefone = `1193${String(Date.now()).slice(-7)}`;
    const nome = `Cliente Fila ${Date.now()}`;
    const escreveu = await contatoEscreve(page, canal.base, { telefone, nome, texto: 'Quero a segunda via do boleto' });
    expect(escreveu.status()).toBe(201);
    const { idChat } = ((await escreveu.json()) as Envelope<{ idChat: number }>).data;
    await untilSent(page, canal.base, telefone, MENU);
    await contatoEscreve(page, canal.base, { telefone, nome, texto: '2' });
    await untilSent(
      page,
      canal.base,
      telefone,
      'Obrigado! Sua conversa foi encaminhada para Financeiro. Em instantes alguém da equipe responde.',
    );

    const inbox = new InboxPage(page);
    await page.goto('/chat');
    await page.getByRole('combobox', { name: 'Fila' }).selectOption({ label: 'Financeiro' });
    const item = page.getByTestId(`chat-item-${idChat}`);
    await expect(item).toContainText(nome);
    await expect(item.getByTitle('Fila Financeiro')).toBeVisible();

    await item.click();
    await page.getByRole('button', { name: 'Transferir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transferir conversa' });
    await dialog.getByRole('radio', { name: 'Uma fila' }).check();
    await dialog.getByRole('combobox', { name: 'Fila' }).selectOption({ label: 'Pedidos' });
    await dialog.getByRole('textbox', { name: /Nota para a equipe/ }).fill('Cliente pediu troca do produto');
    await dialog.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText('Conversa transferida para Pedidos.')).toBeVisible();
    await expect(inbox.history()).toContainText(
      `Transferida por ${GESTOR_DEMO.nome} para Pedidos: Cliente pediu troca do produto`,
    );
    // It left the Financeiro list (the hub's copy of the conversation moved it).
    await expect(item).toBeHidden();
  } finally {
    await restore(page, canal.idCanal);
  }
});

test('the atendente sees the queues read-only, told why the actions are missing', async ({ atendentePage: page }) => {
  await page.goto('/filas');
  await expect(page.getByRole('heading', { level: 3, name: 'Pedidos' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Seu perfil permite apenas consultar as filas.');
  await expect(page.getByRole('button', { name: 'Nova fila' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
});
