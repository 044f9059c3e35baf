import { expect, test } from '@playwright/test';
import { ATENDENTE_STATE, GESTOR_STATE } from '../fixtures/demo-users';
import { InboxPage } from '../pages/inbox-page';

/*
 * The AI specialists end to end, against the fake OpenAI-compatible model serve-for-e2e.mjs starts
 * (every answer: "Abrimos de segunda a sábado, das 8h às 18h. Posso ajudar em algo mais?").
 */
const RESPOSTA_DO_MODELO = 'Abrimos de segunda a sábado, das 8h às 18h. Posso ajudar em algo mais?';

type Canal = { idCanal: number; provider: string; estado: string };

test.describe('AI specialists', () => {
  test('the gestor creates a specialist, writes its knowledge, talks to it in the playground and gives it a conversation: the contact gets its answer, and asking for a person hands the conversation to the staff', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await (await browser.newContext({ storageState: GESTOR_STATE })).newPage();
    const nome = `Especialista E2E ${Date.now()}`;

    // Create it, switched on, answering only the conversations given to it.
    await page.goto('/especialistas/novo');
    await page.getByLabel('Nome').fill(nome);
    await page.getByLabel('O que ele faz').fill('Tira dúvidas sobre horários e entregas.');
    await expect(page.getByLabel('Palavras do contato')).toHaveValue(/atendente/);
    await page.getByRole('checkbox', { name: /Atender os contatos/ }).check();
    await page.getByRole('button', { name: 'Criar especialista' }).click();
    await expect(page).toHaveURL(/\/especialistas$/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nome }) });
    await expect(card).toContainText('Atendendo');

    // Its knowledge: the hours section, previewed as Markdown, saved as a new version.
    await card.getByRole('link', { name: 'Contexto' }).click();
    await expect(page).toHaveURL(/\/contexto-editor\/\d+$/);
    const idEspecialista = Number(new URL(page.url()).pathname.split('/').pop());
    const horario = page.getByRole('region', { name: 'Horários' });
    await horario.getByRole('textbox').fill('**Segunda a sábado**, das 8h às 18h. Domingo fechado.');
    await horario.getByRole('button', { name: 'Visualizar' }).click();
    await expect(horario.locator('strong', { hasText: 'Segunda a sábado' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar nova versão' }).click();
    await expect(page.getByText('Tudo salvo.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Versões do contexto' }).getByRole('listitem')).toHaveCount(1);

    // The playground streams the model's answer and says which sections of the context it used.
    await page.goto(`/especialista-ia/${idEspecialista}`);
    await page.getByLabel('Mensagem do contato').fill('Vocês abrem no sábado?');
    await page.getByLabel('Mensagem do contato').press('Enter');
    const conversa = page.getByRole('log', { name: 'Conversa de teste' });
    await expect(conversa).toContainText('Vocês abrem no sábado?');
    await expect(conversa).toContainText(RESPOSTA_DO_MODELO);
    await expect(page.getByText(/^Seções do contexto usadas: .*Horários/)).toBeVisible();
    await expect(page.getByText(/^Tokens: \d+ no prompt, \d+ na resposta$/)).toBeVisible();

    // A contact writes in on the simulated channel; the gestor gives the conversation to the specialist.
    const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? '')}` };
    const canais = (await (await page.request.get('/api/canais', { headers })).json()) as { data: Canal[] };
    const canal = canais.data.find((item) => item.provider === 'simulador' && item.estado === 'conectado');
    const simulador = `/api/canais/${canal?.idCanal}/simulador`;
    const contato = `Contato IA ${Date.now()}`;
    const telefone = `1195${String(Date.now()).slice(-7)}`;
    const escreve = (texto: string) =>
      page.request.post(`${simulador}/mensagens`, { headers, data: { telefone, nome: contato, texto } });
    expect((await escreve('Boa tarde!')).status()).toBe(201);

    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.waitForLive();
    await inbox.item(contato).click();
    await page.getByRole('combobox', { name: 'Atendimento por IA' }).selectOption({ label: nome });
    await expect(page.getByRole('combobox', { name: 'Atendimento por IA' })).toHaveValue(String(idEspecialista));

    // The contact asks; the specialist answers through the channel and the chat shows it as the specialist's.
    expect((await escreve('Vocês abrem no sábado?')).status()).toBe(201);
    const resposta = inbox
      .history()
      .getByTestId(/^mensagem-/)
      .filter({ hasText: RESPOSTA_DO_MODELO });
    await expect(resposta).toContainText(`${nome} (IA)`, { timeout: 10_000 });
    const enviadas = (await (await page.request.get(`${simulador}/enviadas`, { headers })).json()) as {
      data: { telefone: string; texto: string }[];
    };
    expect(enviadas.data.some((item) => item.telefone.endsWith(telefone) && item.texto === RESPOSTA_DO_MODELO)).toBe(
      true,
    );

    // Asking for a person hands it to the staff: pending, no specialist, an internal note saying why.
    expect((await escreve('quero falar com um atendente')).status()).toBe(201);
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('pendente', {
      timeout: 10_000,
    });
    await expect(page.getByRole('combobox', { name: 'Atendimento por IA' })).toHaveValue('');
    await expect(inbox.history()).toContainText('Conversa transferida para a equipe. Motivo:');
    const respostas = (await (await page.request.get(`${simulador}/enviadas`, { headers })).json()) as {
      data: { telefone: string; texto: string }[];
    };
    expect(respostas.data.filter((item) => item.telefone.endsWith(telefone))).toHaveLength(1);
    await page.context().close();
  });

  test('staff whose profile has no AI screens do not see them, and are told why at their address', async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ storageState: ATENDENTE_STATE })).newPage();
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation').first();
    await expect(menu.getByRole('link', { name: 'Especialistas' })).toHaveCount(0);
    await page.goto('/especialistas');
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expect(page.getByText(/Seu perfil não dá acesso a Especialistas/)).toBeVisible();
    await page.context().close();
  });
});
