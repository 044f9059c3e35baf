import { contatoEscreve, enviadas, simuladorCanal } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { ContextoEditorPage } from '../pages/contexto-editor-page';
import { EspecialistasPage } from '../pages/especialistas-page';
import { InboxPage } from '../pages/inbox-page';
import { PlaygroundPage } from '../pages/playground-page';
import { Shell } from '../pages/shell';

/*
 * The AI specialists end to end, against the fake OpenAI-compatible model serve-for-e2e.mjs starts
 * (every answer: "Abrimos de segunda a sábado, das 8h às 18h. Posso ajudar em algo mais?").
 */
const RESPOSTA_DO_MODELO = 'Abrimos de segunda a sábado, das 8h às 18h. Posso ajudar em algo mais?';

test.describe('AI specialists', () => {
  test('the gestor creates a specialist, writes its knowledge, talks to it in the playground and gives it a conversation: the contact gets its answer, and asking for a person hands the conversation to the staff', async ({
    gestorPage: page,
  }) => {
    test.setTimeout(120_000);
    const nome = `Especialista E2E ${Date.now()}`;

    // Create it, switched on, answering only the conversations given to it.
    const especialistas = new EspecialistasPage(page);
    await especialistas.gotoNew();
    await especialistas.describe(nome, 'Tira dúvidas sobre horários e entregas.');
    await expect(especialistas.handOffWords()).toHaveValue(/atendente/);
    await especialistas.answerContacts();
    await especialistas.create();
    await expect(page).toHaveURL(/\/especialistas$/);
    await expect(especialistas.card(nome)).toContainText('Atendendo');

    // Its knowledge: the hours section, previewed as Markdown, saved as a new version.
    await especialistas.openContext(nome);
    await expect(page).toHaveURL(/\/contexto-editor\/\d+$/);
    const idEspecialista = Number(new URL(page.url()).pathname.split('/').pop());
    const contexto = new ContextoEditorPage(page);
    await contexto.write('Horários', '**Segunda a sábado**, das 8h às 18h. Domingo fechado.');
    await contexto.preview('Horários');
    await expect(contexto.bold('Horários', 'Segunda a sábado')).toBeVisible();
    await contexto.saveVersion();
    await expect(contexto.saved()).toBeVisible();
    await expect(contexto.versions()).toHaveCount(1);

    // The playground streams the model's answer and says which sections of the context it used.
    const playground = new PlaygroundPage(page);
    await playground.goto(idEspecialista);
    await playground.ask('Vocês abrem no sábado?');
    await expect(playground.conversation()).toContainText('Vocês abrem no sábado?');
    await expect(playground.conversation()).toContainText(RESPOSTA_DO_MODELO);
    await expect(playground.sectionsUsed('Horários')).toBeVisible();
    await expect(playground.tokens()).toBeVisible();

    // A contact writes in on the simulated channel; the gestor gives the conversation to the specialist.
    const canal = await simuladorCanal(page);
    const contato = `Contato IA ${Date.now()}`;
    const telefone = `1195${String(Date.now()).slice(-7)}`;
    const escreve = (texto: string) => contatoEscreve(page, canal.base, { telefone, nome: contato, texto });
    expect((await escreve('Boa tarde!')).status()).toBe(201);

    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.waitForLive();
    await inbox.item(contato).click();
    await inbox.especialista().selectOption({ label: nome });
    await expect(inbox.especialista()).toHaveValue(String(idEspecialista));

    // The contact asks; the specialist answers through the channel and the chat shows it as the specialist's.
    expect((await escreve('Vocês abrem no sábado?')).status()).toBe(201);
    await expect(inbox.message(RESPOSTA_DO_MODELO)).toContainText(`${nome} (IA)`, { timeout: 10_000 });
    expect(
      (await enviadas(page, canal.base)).some(
        (item) => item.telefone.endsWith(telefone) && item.texto === RESPOSTA_DO_MODELO,
      ),
    ).toBe(true);

    // Asking for a person hands it to the staff: pending, no specialist, an internal note saying why.
    expect((await escreve('quero falar com um atendente')).status()).toBe(201);
    await expect(inbox.status()).toHaveValue('pendente', { timeout: 10_000 });
    await expect(inbox.especialista()).toHaveValue('');
    await expect(inbox.history()).toContainText('Conversa transferida para a equipe. Motivo:');
    expect((await enviadas(page, canal.base)).filter((item) => item.telefone.endsWith(telefone))).toHaveLength(1);
  });

  test('staff whose profile has no AI screens do not see them, and are told why at their address', async ({
    atendentePage: page,
  }) => {
    await page.goto('/dashboard');
    const shell = new Shell(page);
    await expect(shell.menu().getByRole('link', { name: 'Especialistas' })).toHaveCount(0);
    await page.goto('/especialistas');
    await expect(shell.accessDenied()).toBeVisible();
    await expect(page.getByText(/Seu perfil não dá acesso a Especialistas/)).toBeVisible();
  });
});
