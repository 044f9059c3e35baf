import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { GESTOR_DEMO } from '../fixtures/demo-users';
import { bearer, contatoEscreve, enviadas, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { InboxPage } from '../pages/inbox-page';

/*
 * Issue #29, satisfaction (ADR 0039): the Suporte queue asks for a grade; a contact of it writes,
 * the gestor answers and resolves the conversation in the Chat; the question reaches the contact's
 * phone (the simulator), who answers "5" and a comment; the Satisfação tab counts one more 5 with
 * the comment under the gestor's name, its CSV holds exactly the tables shown, and the president's
 * panel counts one more answer.
 */

const PERGUNTA = 'Como você avalia nosso atendimento? Responda de 1 a 5';

type Fila = {
  idFila: number;
  nome: string;
  cor: string;
  opcaoSaudacao: number | null;
  membros: { idUsuario: number }[];
};

async function filas(page: Page): Promise<Fila[]> {
  const response = await page.request.get('/api/filas', { headers: await bearer(page) });
  return ((await response.json()) as Envelope<{ filas: Fila[] }>).data.filas;
}

async function salvarFila(page: Page, fila: Fila, avaliacao: boolean) {
  const response = await page.request.put(`/api/filas/${fila.idFila}`, {
    headers: await bearer(page),
    data: {
      nome: fila.nome,
      cor: fila.cor,
      opcaoSaudacao: fila.opcaoSaudacao,
      idsMembros: fila.membros.map((m) => m.idUsuario),
      avaliacao,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The value of a highlighted figure of the page ("Respostas" → "3"). */
const kpi = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a resolved conversation asks for a grade; the contact’s 5 shows on the Satisfação tab, its CSV and the president’s panel', async ({
  gestorPage: page,
}) => {
  await page.goto('/relatorios?aba=satisfacao');
  const canal = await simuladorCanal(page);
  const headers = await bearer(page);
  const suporte = (await filas(page)).find((fila) => fila.nome === 'Suporte');
  expect(suporte).toBeTruthy();
  if (!suporte) return;
  await salvarFila(page, suporte, true);
  await page.request.put(`/api/filas/canais/${canal.idCanal}`, {
    headers,
    data: { idFilaPadrao: suporte.idFila, saudacao: false },
  });
  try {
    await expect(page.getByRole('tab', { name: 'Satisfação' })).toHaveAttribute('aria-selected', 'true');
    const respostasAntes = Number(await kpi(page, 'Respostas').textContent());

    const telefone = `1194${String(Date.now()).slice(-7)}`;
    const nome = `Cliente Satisfação ${Date.now()}`;
    const escreveu = await contatoEscreve(page, canal.base, { telefone, nome, texto: 'Meu pedido atrasou' });
    const { idChat } = ((await escreveu.json()) as Envelope<{ idChat: number }>).data;

    const inbox = new InboxPage(page);
    await inbox.goto(idChat);
    await inbox.reply('Já verifiquei: chega hoje até as 18h.');
    await inbox.status().selectOption('resolvida');
    await expect
      .poll(async () =>
        (await enviadas(page, canal.base)).filter((e) => e.telefone.endsWith(telefone)).map((e) => e.texto),
      )
      .toContain(PERGUNTA);
    await contatoEscreve(page, canal.base, { telefone, nome, texto: '5' });
    await contatoEscreve(page, canal.base, { telefone, nome, texto: 'Resolveram rápido, obrigado!' });
    // The answers keep the conversation resolved.
    await expect(inbox.status()).toHaveValue('resolvida');

    await page.goto('/relatorios?aba=satisfacao');
    await expect(kpi(page, 'Respostas')).toHaveText(String(respostasAntes + 1));
    const comentarios = page.getByRole('table', { name: 'Comentários recentes' });
    await expect(comentarios.getByRole('row', { name: /Resolveram rápido, obrigado!/ })).toContainText(
      `5${GESTOR_DEMO.nome}`,
    );
    const notas = page.getByRole('table', { name: 'Notas recebidas' });
    await expect(notas.getByRole('row').nth(1)).toContainText('5');

    // The CSV is exactly the tables on screen, cell by cell.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace('\uFEFF', '');
    const tabelas = await page.getByRole('table').evaluateAll((tables) =>
      tables.map((table) =>
        [
          table.querySelector('caption')?.textContent ?? '',
          ...[...table.querySelectorAll('tr')].map((tr) =>
            [...tr.querySelectorAll('th, td')]
              .map((cell) => {
                const text = cell.textContent ?? '';
                return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
              })
              .join(';'),
          ),
        ].join('\r\n'),
      ),
    );
    // The first table is drawn as highlighted figures, and is the CSV's first block.
    const blocos = csv.trim().split('\r\n\r\n');
    expect(blocos.slice(1)).toEqual(tabelas);
    expect(blocos[0]).toContain(`Respostas;${respostasAntes + 1}`);

    await page.goto('/dashboard-presidente');
    const bloco = page.getByRole('region', { name: 'Satisfação' });
    await expect(bloco).toBeVisible();
    await expect(kpi(page, 'Respostas')).not.toHaveText('0');
    await bloco.getByRole('link', { name: 'Ver satisfação' }).click();
    await expect(page).toHaveURL(/\/relatorios\?aba=satisfacao$/);
  } finally {
    await salvarFila(page, suporte, false);
    await page.request.put(`/api/filas/canais/${canal.idCanal}`, {
      headers,
      data: { idFilaPadrao: null, saudacao: false },
    });
  }
});
