import { bearer, contatoEscreve, enviadas, simuladorCanal, type Envelope } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { AgendaPage } from '../pages/agenda-page';
import { InboxPage } from '../pages/inbox-page';

/*
 * Issue #27, the inbox's agenda (ADR 0038): a message scheduled a few seconds ahead reaches the
 * contact's phone and the open conversation at its time, by the job (nobody clicks anything); one
 * scheduled from the dialog is listed and cancelled; a snoozed conversation leaves the list, shows
 * under "Adiadas", and comes back as soon as the contact writes.
 */

test('a scheduled message goes out at its time; one scheduled in the dialog is listed and cancelled', async ({
  gestorPage: page,
}) => {
  await page.goto('/chat');
  const canal = await simuladorCanal(page);
  const telefone = `1192${String(Date.now()).slice(-7)}`;
  const nome = `Cliente Agenda ${Date.now()}`;
  const escreveu = await contatoEscreve(page, canal.base, { telefone, nome, texto: 'Me avisa amanhã cedo?' });
  const { idChat } = ((await escreveu.json()) as Envelope<{ idChat: number }>).data;

  const inbox = new InboxPage(page);
  const agenda = new AgendaPage(page);
  await inbox.goto(idChat);
  await inbox.waitForLive();
  await expect(inbox.message('Me avisa amanhã cedo?')).toBeVisible();

  // From the dialog, tomorrow at 8h (São Paulo): listed with Cancelar, and cancelled.
  // São Paulo keeps UTC−3 all year since 2019: tomorrow's date there, at 8h.
  const amanha = `${new Date(Date.now() + 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10)}T08:00`;
  await agenda.agendar('Bom dia! Já pode buscar.', amanha);
  const item = agenda.agendadas().getByRole('listitem').filter({ hasText: 'Bom dia! Já pode buscar.' });
  await expect(item).toContainText('Agendada para');
  await item.getByRole('button', { name: /^Cancelar envio agendado/ }).click();
  await expect(page.getByText('Envio cancelado.')).toBeVisible();
  await expect(item).toBeHidden();

  // A few seconds ahead (the dialog's clock has minutes): through the API, while the page watches.
  const texto = `Lembrete agendado ${Date.now()}`;
  const agendada = await page.request.post(`/api/chats/${idChat}/agendadas`, {
    headers: await bearer(page),
    data: { texto, enviarEm: new Date(Date.now() + 4_000).toISOString() },
  });
  expect(agendada.status(), await agendada.text()).toBe(201);
  // It reaches the open conversation by the hub when the job sends it…
  await expect(inbox.message(texto)).toBeVisible({ timeout: 20_000 });
  // …and the contact's phone, once.
  const recebidas = (await enviadas(page, canal.base)).filter(
    (e) => e.telefone.endsWith(telefone) && e.texto === texto,
  );
  expect(recebidas).toHaveLength(1);
});

test('a snoozed conversation leaves the list, shows under Adiadas, and comes back when the contact writes', async ({
  gestorPage: page,
}) => {
  await page.goto('/chat');
  const canal = await simuladorCanal(page);
  const telefone = `1191${String(Date.now()).slice(-7)}`;
  const nome = `Cliente Adiada ${Date.now()}`;
  const escreveu = await contatoEscreve(page, canal.base, { telefone, nome, texto: 'Posso pagar semana que vem?' });
  const { idChat } = ((await escreveu.json()) as Envelope<{ idChat: number }>).data;

  const inbox = new InboxPage(page);
  const agenda = new AgendaPage(page);
  await inbox.goto(idChat);
  await inbox.waitForLive();
  await expect(inbox.item(nome)).toBeVisible();

  await agenda.adiar('Daqui a 1 hora');
  await expect(page.getByText('Conversa adiada.')).toBeVisible();
  await expect(inbox.item(nome)).toBeHidden();
  await expect(inbox.message(/adiou a conversa até/)).toBeVisible();
  await agenda.mostrarAdiadas(true);
  await expect(inbox.item(nome)).toBeVisible();
  await expect(inbox.item(nome)).toContainText('Adiada até');
  await agenda.mostrarAdiadas(false);
  await expect(inbox.item(nome)).toBeHidden();

  await contatoEscreve(page, canal.base, { telefone, nome, texto: 'Voltei!' });
  await expect(inbox.item(nome)).toBeVisible();
  await expect(inbox.message('A conversa voltou do adiamento: o contato escreveu.')).toBeVisible();
});
