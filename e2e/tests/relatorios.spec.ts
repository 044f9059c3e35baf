import { readFile } from 'node:fs/promises';
import { bearer, contatoEscreve, simulador, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { Shell } from '../pages/shell';

/*
 * Relatórios (issue #29): what a manager notices. A new attendant answers a contact the test
 * brings in; the gestor's Equipe tab shows that attendant's first response, in seconds no more
 * than the time the test took between the two, and the CSV holds the same row. The atendente,
 * whose profile lacks the screen, is refused it. The measures' detail is in the API's tests; the
 * satisfaction survey end to end is relatorios-satisfacao.spec.ts.
 */

test('the gestor reads a new attendant’s first response and exports it; the atendente cannot open the screen', async ({
  gestorPage,
  atendentePage,
}) => {
  const shell = new Shell(gestorPage);
  await shell.open('/relatorios', 'Relatórios', /Carregando|Calculando/);
  const headers = await bearer(gestorPage);

  // A colleague of their own, so their row holds exactly what this test did.
  const nome = `Atendente Relatório ${Date.now().toString(36)}`;
  const telefone = `1195${String(Date.now()).slice(-7)}`;
  const perfis = (await (await gestorPage.request.get('/api/perfis', { headers })).json()) as Envelope<
    { idPerfil: number; nome: string }[]
  >;
  const created = await gestorPage.request.post('/api/usuarios', {
    headers,
    data: {
      nome,
      telefone,
      email: '',
      idPerfil: perfis.data.find((p) => p.nome === 'Atendente')?.idPerfil,
      gestor: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { senhaTemporaria } = ((await created.json()) as Envelope<{ senhaTemporaria: string }>).data;
  const login = await gestorPage.request.post('/api/auth/login', { data: { telefone, senha: senhaTemporaria } });
  const colega = { Authorization: `Bearer ${((await login.json()) as Envelope<{ token: string }>).data.token}` };

  const inicio = Date.now();
  const escreveu = await contatoEscreve(gestorPage, await simulador(gestorPage), {
    telefone: `+55119${String(Date.now()).slice(-8)}`,
    nome: 'Contato do relatório',
    texto: 'Bom dia, vocês abrem amanhã?',
  });
  const { idChat } = ((await escreveu.json()) as Envelope<{ idChat: number }>).data;
  const respondeu = await gestorPage.request.post(`/api/chats/${idChat}/mensagens`, {
    headers: colega,
    data: { texto: 'Bom dia! Abrimos das 8h às 18h.' },
  });
  expect(respondeu.ok(), await respondeu.text()).toBe(true);
  const limite = Math.ceil((Date.now() - inicio) / 1000);

  await gestorPage.goto('/relatorios?aba=equipe');
  const linha = gestorPage.getByRole('table', { name: 'Por atendente' }).getByRole('row', { name: new RegExp(nome) });
  const celulas = linha.getByRole('cell');
  // Atendimentos, Respondidos, Resolvidos, 1ª resposta (mediana), …
  await expect(celulas.nth(0)).toHaveText('1');
  await expect(celulas.nth(1)).toHaveText('1');
  const mediana = (await celulas.nth(3).textContent()) ?? '';
  expect(mediana).toMatch(/^\d+ s$/);
  expect(Number.parseInt(mediana, 10)).toBeLessThanOrEqual(limite);

  const [download] = await Promise.all([
    gestorPage.waitForEvent('download'),
    gestorPage.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^relatorio-equipe-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  // Atendimentos … 1ª resposta (mediana, p90), resolução (mediana, p90), transferências, enviadas, avaliações, nota.
  expect(csv).toContain(`${nome};1;1;0;${mediana};${mediana};—;—;0;1;0;—`);

  await new Shell(atendentePage).open('/relatorios', 'Acesso negado');
  await expect(
    atendentePage.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' }),
  ).toHaveCount(0);
});
