/**
 * The /chathub delivery matrix (issue #22 §2, ADR 0017), generated from the delivery rule
 * (realtime/hubs/chat-delivery.ts) as the REST matrix is from the routes' access: for every event
 * of the contract, for a profile with only each screen, without each screen, with all of them, and
 * for another institution, who receives it and with what. Real profiles in the database, the
 * whole API on a real port, the official client. An event added to the contract without a rule,
 * or without a sample here, fails the first test (and the typecheck).
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { CHAT_EVENTS, CHAT_HUB_SCREENS, type ChatHubEvents, type ChatHubScreen } from '@colabora/shared/contracts';
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { sampleChat, sampleMensagem } from '../modules/chat/testing/sample-chat';
import { CHAT_DELIVERY, chatDeliveryRule, type ChatEventName } from '../realtime/hubs/chat-delivery';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../seed/demo-data';
import { describeWithApp } from './build-test-app';
import { chatHubClient, listenOnce, recordChatEvents, roundTrip, userWithScreens, type Received } from './hub-clients';
import { loginAs } from './login-as';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

/** What only some screens may ever see, whatever the rule says: the matrix checks every delivery. */
const SECRETS = {
  qrCode: { text: 'colabora-simulador:segredo-do-qr', screens: ['whatsapp-qrcode'] },
  pairingCode: { text: 'PAREIA-1234', screens: ['whatsapp-qrcode'] },
  recipientPhone: { text: '+5511977776666', screens: ['envio-massa'] },
  leadCpf: { text: '123.456.789-09', screens: ['leads', 'funil'] },
  leadNotes: { text: 'Observação interna do lead', screens: ['leads', 'funil'] },
  chatText: { text: 'Texto da conversa', screens: ['chat'] },
} as const satisfies Record<string, { text: string; screens: readonly ChatHubScreen[] }>;

const INSTANT = '2026-11-23T13:00:00.000Z';

/** A payload for every event, carrying the secrets its screens show (a new event needs one: typecheck). */
function samples(idChat: number): { [E in ChatEventName]: ChatHubEvents[E] } {
  return {
    NewMessage: [sampleMensagem({ idChat, texto: SECRETS.chatText.text })],
    MensagemAtualizada: [sampleMensagem({ idChat, texto: SECRETS.chatText.text })],
    UserTyping: ['Ana Souza', true],
    ConversaAtualizada: [
      sampleChat({ idChat, ultimaMensagem: sampleMensagem({ idChat, texto: SECRETS.chatText.text }) }),
    ],
    NewChatCreated: [{ idChat, idInstituicao: DEMO }],
    ChatStatusChanged: [{ IdChat: idChat, Status: 'resolvida', IdInstituicao: DEMO }],
    ChatDeleted: [{ IdChat: idChat, IdInstituicao: DEMO }],
    CanalAtualizado: [
      {
        idCanal: 1,
        nome: 'Canal principal',
        provider: 'simulador',
        estado: 'aguardando_qr',
        telefone: null,
        qrCode: SECRETS.qrCode.text,
        pairingCode: SECRETS.pairingCode.text,
        criadoEm: INSTANT,
        idInstituicao: DEMO,
      },
    ],
    CanalExcluido: [{ idCanal: 1, idInstituicao: DEMO }],
    PresencaAtualizada: [{ idUsuario: 2, status: 'ausente', idInstituicao: DEMO }],
    LeadAtualizado: [
      {
        idLead: 1,
        contato: {
          idContato: 1,
          nome: 'Contato do lead',
          telefone: '+5511955554444',
          tags: ['vip'],
          campos: { cpf: SECRETS.leadCpf.text },
        },
        idEtapa: 1,
        valorCentavos: 123_456,
        responsavel: null,
        previsaoFechamento: null,
        origem: 'whatsapp',
        observacoes: SECRETS.leadNotes.text,
        motivo: null,
        motivoPerda: null,
        etapaDesde: INSTANT,
        criadoEm: INSTANT,
        atualizadoEm: INSTANT,
        idInstituicao: DEMO,
      },
    ],
    LeadExcluido: [{ idLead: 1, idInstituicao: DEMO }],
    EnvioMassaUpdate: [
      {
        idEspecialistaCampanha: 1,
        status: 'enviado',
        telefone: SECRETS.recipientPhone.text,
        ordem: 3,
        timestamp: INSTANT,
      },
    ],
  };
}

type Caller = {
  name: string;
  idInstituicao: number;
  idUsuario: number;
  grants: readonly ChatHubScreen[];
  client: HubConnection;
  received: Received[];
};

/** What the rule says `caller` gets of an event of Demonstração: the args, or nothing. */
function expected(event: ChatEventName, args: readonly unknown[], caller: Caller): readonly unknown[] | null {
  if (caller.idInstituicao !== DEMO) return null;
  const rule = chatDeliveryRule(event);
  if (rule.to === 'room') return rule.screens.every((screen) => caller.grants.includes(screen)) ? args : null;
  const audience = rule.audiences.find((candidate) =>
    candidate.screens.some((screen) => caller.grants.includes(screen)),
  );
  if (!audience) return null;
  const shape = audience.shape as ((payload: readonly unknown[]) => readonly unknown[]) | undefined;
  return shape ? shape(args) : args;
}

describeWithApp('/chathub delivery matrix', (getApp) => {
  const callers: Caller[] = [];
  const tally = { events: new Set<string>(), cases: 0 };
  let idChat = 0;

  async function connect(
    app: FastifyInstance,
    url: string,
    name: string,
    grants: readonly ChatHubScreen[],
    phone: string,
  ) {
    const user = await userWithScreens(app, DEMO, name, phone, grants);
    const client = chatHubClient(url, user.token);
    await client.start();
    callers.push({
      name,
      idInstituicao: DEMO,
      idUsuario: user.idUsuario,
      grants,
      client,
      received: recordChatEvents(client),
    });
  }

  before(async () => {
    const { app } = getApp();
    const url = await listenOnce(app);
    const [chat] = await app.db.query<{ id: number }>(
      'select id from chat where id_instituicao = $1 order by id limit 1',
      [DEMO],
    );
    idChat = chat?.id ?? 0;
    let phone = 11_965_550_000;
    for (const screen of CHAT_HUB_SCREENS) {
      await connect(app, url, `só ${screen}`, [screen], String((phone += 1)));
      await connect(
        app,
        url,
        `sem ${screen}`,
        CHAT_HUB_SCREENS.filter((other) => other !== screen),
        String((phone += 1)),
      );
    }
    await connect(app, url, 'todas as telas', CHAT_HUB_SCREENS, String((phone += 1)));
    const vizinha = await loginAs(app, DEMO_USERS.gestorVizinha);
    const client = chatHubClient(url, vizinha.token);
    await client.start();
    callers.push({
      name: 'gestor de outra instituição',
      idInstituicao: VIZINHA,
      idUsuario: DEMO_USERS.gestorVizinha.id,
      grants: CHAT_HUB_SCREENS,
      client,
      received: recordChatEvents(client),
    });
    // Every connection joins the chat's room if it may (a room event reaches whoever did).
    for (const caller of callers) {
      await caller.client
        .invoke('JoinRoom', idChat, caller.idInstituicao === DEMO ? DEMO : VIZINHA)
        .catch(() => undefined);
    }
  });

  after(async () => {
    await Promise.all(callers.map((caller) => caller.client.stop()));
    console.log(`matriz do /chathub: ${tally.events.size} eventos, ${tally.cases} casos`);
  });

  it('has a rule and a sample for every event of the contract, over exactly the hub’s screens', () => {
    const events = Object.values(CHAT_EVENTS);
    const sample = samples(1);
    assert.deepEqual(
      events.filter((event) => !Object.hasOwn(CHAT_DELIVERY, event) || !Object.hasOwn(sample, event)),
      [],
      'Evento do /chathub sem regra de entrega: declare em api/src/realtime/hubs/chat-delivery.ts quais telas o ' +
        'recebem (e o que de sua carga cada uma mostra), e dê a ele uma amostra neste teste.',
    );
    assert.deepEqual(Object.keys(CHAT_DELIVERY).sort(), [...events].sort(), 'regra sem evento no contrato');
    const ruled = new Set(
      Object.values(CHAT_DELIVERY).flatMap((rule) =>
        rule.to === 'room' ? rule.screens : rule.audiences.flatMap((audience) => audience.screens),
      ),
    );
    assert.deepEqual([...ruled].sort(), [...CHAT_HUB_SCREENS].sort(), 'telas que abrem o hub ≠ telas que recebem');
  });

  it('refuses the hub to a profile holding none of its screens', async () => {
    const { app } = getApp();
    const soPedidos = await userWithScreens(app, DEMO, 'Só Pedidos', '11965559999', ['pedidos']);
    const client = chatHubClient(await listenOnce(app), soPedidos.token);
    await assert.rejects(client.start(), /403/);
  });

  for (const send of ['publicado', 'direto ao usuário'] as const) {
    it(`delivers each event only to the screens of its rule, shaped for them (${send})`, async (t) => {
      const { app } = getApp();
      const payloads = samples(idChat);
      for (const event of Object.values(CHAT_EVENTS)) {
        const args = payloads[event];
        await t.test(event, async () => {
          for (const caller of callers) caller.received.length = 0;
          if (send === 'direto ao usuário') {
            for (const caller of callers) {
              await app.realtime.toUser('chat', DEMO, caller.idUsuario, event, args as never);
            }
          } else if (chatDeliveryRule(event).to === 'room') {
            await app.realtime.toRoom(DEMO, idChat, event as 'NewMessage', args as ChatHubEvents['NewMessage']);
          } else {
            await app.realtime.toInstitution(
              'chat',
              DEMO,
              event as 'LeadAtualizado',
              args as ChatHubEvents['LeadAtualizado'],
            );
          }
          for (const caller of callers) {
            await roundTrip(caller.client, caller.idInstituicao);
            const want = expected(event, args, caller);
            const got = caller.received.filter((item) => item.event === event);
            assert.deepEqual(
              got.map((item) => item.args),
              want ? [want] : [],
              `${event} para "${caller.name}": ${want ? 'deveria receber uma vez' : 'não deveria receber'}`,
            );
            assert.deepEqual(caller.received.length, got.length, `${caller.name} recebeu outro evento`);
            for (const [name, secret] of Object.entries(SECRETS)) {
              if (got.some((item) => JSON.stringify(item.args).includes(secret.text))) {
                assert.ok(
                  secret.screens.some((screen) => caller.grants.includes(screen)),
                  `${event} levou ${name} a "${caller.name}", que não tem ${secret.screens.join(' nem ')}`,
                );
              }
            }
            tally.cases += 1;
          }
          tally.events.add(event);
        });
      }
    });
  }
});
