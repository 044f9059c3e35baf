import type { Page } from '@playwright/test';
import { GESTOR_DEMO } from '../fixtures/demo-users';
import { bearer, contatoEscreve, enviadas, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';

/*
 * Issue #27, routing (ADR 0037): the gestor, online with the app open, turns automatic assignment
 * on for Financeiro on the Filas screen (where members show their presence); a new contact gets the
 * greeting menu, answers "2", and the conversation is assigned at once to the member online in
 * Financeiro, with the line in its history.
 */

type FilaResumo = { idFila: number; nome: string; cor: string; membros: { idUsuario: number }[] };

async function filas(page: Page): Promise<FilaResumo[]> {
  const response = await page.request.get('/api/filas', { headers: await bearer(page) });
  return ((await response.json()) as Envelope<{ filas: FilaResumo[] }>).data.filas;
}

/** Digits for the greeting (through the API: filas.spec.ts covers the form). */
async function menu(page: Page, digitos: Record<string, number | null>) {
  const headers = await bearer(page);
  for (const fila of await filas(page)) {
    await page.request.put(`/api/filas/${fila.idFila}`, {
      headers,
      data: {
        nome: fila.nome,
        cor: fila.cor,
        opcaoSaudacao: digitos[fila.nome] ?? null,
        idsMembros: fila.membros.map((m) => m.idUsuario),
      },
    });
  }
}

/** Puts the demo back as the seed left it (the lane's next specs share its data). */
async function restore(page: Page, idCanal: number) {
  const headers = await bearer(page);
  await page.request.put(`/api/filas/canais/${idCanal}`, { headers, data: { idFilaPadrao: null, saudacao: false } });
  await menu(page, {});
  for (const fila of await filas(page)) {
    await page.request.put(`/api/filas/${fila.idFila}/roteamento`, {
      headers,
      data: { atribuicaoAutomatica: false, capacidade: 5, horario: null, mensagemAusencia: null, idEspecialista: null },
    });
  }
}

test('a greeting menu routes a contact to Financeiro and the member online there gets it automatically', async ({
  gestorPage: page,
}) => {
  await page.goto('/filas');
  const canal = await simuladorCanal(page);
  try {
    await menu(page, { Pedidos: 1, Financeiro: 2 });
    await page.request.put(`/api/filas/canais/${canal.idCanal}`, {
      headers: await bearer(page),
      data: { idFilaPadrao: null, saudacao: true },
    });
    await page.reload();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Financeiro' }) });
    // The gestor has this tab open: online beside their name.
    await expect(card.getByRole('listitem').filter({ hasText: GESTOR_DEMO.nome })).toContainText('Online');
    await card.getByRole('button', { name: 'Roteamento e horário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roteamento da fila Financeiro' });
    await dialog.getByRole('checkbox', { name: /Distribuir as conversas novas/ }).check();
    await dialog.getByRole('button', { name: 'Salvar roteamento' }).click();
    await expect(page.getByText('Fila Financeiro salva.')).toBeVisible();
    await expect(card.getByText(/^Ligada · até 5 conversas por membro$/)).toBeVisible();

    const telefone = `1194${String(Date.now()).slice(-7)}`;
    const nome = `Cliente Roteado ${Date.now()}`;
    const escreveu = await contatoEscreve(page, canal.base, { telefone, nome, texto: 'Preciso do boleto' });
    expect(escreveu.status()).toBe(201);
    const { idChat } = ((await escreveu.json()) as Envelope<{ idChat: number }>).data;
    await expect
      .poll(async () => (await enviadas(page, canal.base)).filter((e) => e.telefone.endsWith(telefone)).length, {
        timeout: 5_000,
      })
      .toBe(1);
    await contatoEscreve(page, canal.base, { telefone, nome, texto: '2' });

    await page.goto(`/chat/${idChat}`);
    const inbox = new InboxPage(page);
    await expect(inbox.history()).toContainText(`Atribuída automaticamente a ${GESTOR_DEMO.nome} (fila Financeiro).`);
    await expect(page.getByTestId(`chat-item-${idChat}`)).toContainText(GESTOR_DEMO.nome);
  } finally {
    await restore(page, canal.idCanal);
  }
});
