/**
 * Issue #22 §2 as it was found, through the real modules: the demo atendente (Chat and Leads, no
 * WhatsApp, Campanhas nor Envio em massa screen) received the channel's QR and pairing code when
 * the gestor connected a channel, and recipients' phones during a mass send; a profile with only
 * the Chat screen received whole leads. Each now waits for the event where it belongs, then proves
 * by a round trip that it did not reach who must not see it. And a change of profile moves a
 * connection's events with it.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type {
  Campanha,
  Canal,
  ChatHubEvents,
  EnvioMassaUpdatePayload,
  Funil,
  Lead,
  QrcodeLink,
} from '@colabora/shared/contracts';
import type { HubConnection } from '@microsoft/signalr';
import { passoEnvio } from '../modules/campanhas/envio-massa.runner';
import { ChannelRegistry } from '../modules/canais/channel-registry';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../seed/demo-data';
import { describeWithApp } from './build-test-app';
import { chatHubClient, listenOnce, recordChatEvents, roundTrip, userWithScreens, type Received } from './hub-clients';
import { bearer, loginAs } from './login-as';

const DEMO = DEMO_INSTITUICOES.demo.id;

/** Resolves with the first `event` the recorder holds that passes `match` (new ones included). */
function arrival<E extends keyof ChatHubEvents & string>(
  client: HubConnection,
  event: E,
  match: (...args: ChatHubEvents[E]) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<ChatHubEvents[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${event} não chegou`)), timeoutMs);
    const handler = (...args: unknown[]) => {
      if (!match(...(args as ChatHubEvents[E]))) return;
      clearTimeout(timer);
      client.off(event, handler);
      resolve(args as ChatHubEvents[E]);
    };
    client.on(event, handler);
  });
}

const namesOf = (received: Received[]) => received.map((item) => item.event);

describeWithApp('/chathub delivers by screen (issue #22 §2)', (getApp) => {
  let url = '';
  let gestor: Record<string, string>;
  const clients: HubConnection[] = [];

  async function open(token: string, reconnectDelays?: number[]) {
    const client = chatHubClient(url, token, reconnectDelays);
    clients.push(client);
    const received = recordChatEvents(client);
    await client.start();
    return { client, received };
  }

  before(async () => {
    const { app } = getApp();
    url = await listenOnce(app);
    gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
  });
  after(async () => {
    await Promise.all(clients.map((client) => client.stop()));
  });

  it('keeps the QR and the pairing code of a channel being connected on the WhatsApp screen only', async () => {
    const { app } = getApp();
    const atendente = await open((await loginAs(app, DEMO_USERS.atendente)).token);
    const soWhatsapp = await open(
      (await userWithScreens(app, DEMO, 'Wal WhatsApp', '11965551001', ['whatsapp-qrcode'])).token,
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/canais',
      headers: gestor,
      payload: { nome: 'Canal do teste de QR', provider: 'simulador' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const { idCanal } = (created.json() as { data: Canal }).data;
    const comQr = arrival(soWhatsapp.client, 'CanalAtualizado', (canal) => canal.idCanal === idCanal && !!canal.qrCode);

    const connect = await app.inject({ method: 'POST', url: `/api/canais/${idCanal}/conectar`, headers: gestor });
    assert.equal(connect.statusCode, 200, connect.body);
    const [canal] = await comQr;
    assert.match(canal.qrCode ?? '', /^colabora-simulador:/);
    await roundTrip(atendente.client, DEMO);
    // The Chat screen hears a channel's state for the channels-down banner (ADR 0033), never its
    // QR nor its pairing code.
    // (Colleagues coming online while the test connects them is the Chat screen's too: ADR 0037.)
    assert.ok(
      namesOf(atendente.received).every((name) => name === 'CanalAtualizado' || name === 'PresencaAtualizada'),
      'o atendente só recebe o estado do canal',
    );
    for (const item of atendente.received.filter((received) => received.event === 'CanalAtualizado')) {
      const [recebido] = item.args as [Canal];
      assert.equal(recebido.qrCode, null, 'o atendente não recebe o QR');
      assert.equal(recebido.pairingCode, null, 'o atendente não recebe o código de pareamento');
    }

    // The public page of a shared link still shows the live QR: it asks its own route.
    const link = await app.inject({ method: 'POST', url: `/api/canais/${idCanal}/links-qrcode`, headers: gestor });
    assert.equal(link.statusCode, 201, link.body);
    const { token } = (link.json() as { data: QrcodeLink }).data;
    const publica = await app.inject({ method: 'GET', url: `/api/qrcode/${token}` });
    assert.equal(publica.statusCode, 200, publica.body);
    assert.equal((publica.json() as { data: { qrCode: string | null } }).data.qrCode, canal.qrCode);
  });

  it('sends recipients’ phones of a mass send to the Envio em massa screen only, and no update to the atendente', async () => {
    const { app } = getApp();
    const atendente = await open((await loginAs(app, DEMO_USERS.atendente)).token);
    const soCampanhas = await open(
      (await userWithScreens(app, DEMO, 'Cid Campanhas', '11965551002', ['campanhas'])).token,
    );
    const soEnvio = await open((await userWithScreens(app, DEMO, 'Eva Envio', '11965551003', ['envio-massa'])).token);
    const [canal] = await app.db.query<{ id: number }>(
      `select id from canal where id_instituicao = $1 and provider = 'simulador' and estado = 'conectado' order by id limit 1`,
      [DEMO],
    );
    await app.db.query(
      `insert into contatos (id_instituicao, nome, telefone, consentimento_marketing, tags)
       values ($1, 'Rita Destinatária', '11977776666', true, array['hub-22'])`,
      [DEMO],
    );
    const criada = await app.inject({
      method: 'POST',
      url: '/api/campanhas',
      headers: gestor,
      payload: {
        nome: 'Campanha do hub',
        idCanal: canal?.id,
        idEspecialista: null,
        variantes: ['Oi, {primeiroNome}!'],
        audiencia: { tags: ['hub-22'], idsEtapas: [], idsContatos: [], telefones: [], todos: false },
        agendadaPara: null,
        recorrencia: null,
        ritmo: {
          intervaloSegundos: 5,
          jitterSegundos: 0,
          janelaInicio: '00:00',
          janelaFim: '23:59',
          dias: [0, 1, 2, 3, 4, 5, 6],
          limiteDiario: null,
        },
      },
    });
    assert.equal(criada.statusCode, 201, criada.body);
    const id = (criada.json() as { data: Campanha }).data.idEspecialistaCampanha;
    const isRecipient = (update: EnvioMassaUpdatePayload) => update.idEspecialistaCampanha === id && update.ordem > 0;
    const started = arrival(soCampanhas.client, 'EnvioMassaUpdate', (update) => update.idEspecialistaCampanha === id);
    const iniciada = await app.inject({ method: 'POST', url: `/api/envio-massa/${id}/iniciar`, headers: gestor });
    assert.equal(iniciada.statusCode, 200, iniciada.body);
    assert.deepEqual([(await started)[0].status, (await started)[0].ordem], ['enviando', 0]);

    // One step of the run, as the queue takes it: the recipient's update goes out.
    const comTelefone = arrival(soEnvio.client, 'EnvioMassaUpdate', isRecipient);
    const semTelefone = arrival(soCampanhas.client, 'EnvioMassaUpdate', isRecipient);
    const passo = await passoEnvio(
      {
        db: app.db,
        registry: new ChannelRegistry(),
        sink: { realtime: app.realtime, log: app.log },
        now: () => new Date(),
        random: () => 0,
        recuperarAposMs: 60_000,
      },
      id,
    );
    assert.equal(passo.kind, 'enviado', JSON.stringify(passo));
    assert.match((await comTelefone)[0].telefone, /11977776666$/);
    assert.equal((await semTelefone)[0].telefone, '', 'a tela Campanhas não mostra o telefone do destinatário');
    await roundTrip(atendente.client, DEMO);
    assert.ok(!namesOf(atendente.received).includes('EnvioMassaUpdate'), 'o atendente não acompanha envios');
  });

  it('sends a lead’s value, notes and fields to the Leads and Funil screens, not to a Chat-only profile', async () => {
    const { app } = getApp();
    const soChat = await open((await userWithScreens(app, DEMO, 'Chico Chat', '11965551004', ['chat'])).token);
    const soFunil = await open((await userWithScreens(app, DEMO, 'Fábia Funil', '11965551005', ['funil'])).token);
    const funil = (await app.inject({ url: '/api/funil', headers: gestor })).json() as { data: Funil };
    const chegou = arrival(soFunil.client, 'LeadAtualizado', (lead) => lead.contato.nome === 'Lia do Hub');
    const criado = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: gestor,
      payload: {
        contato: { nome: 'Lia do Hub', telefone: '(11) 97777-2222' },
        idEtapa: funil.data.colunas[0]?.etapa.idEtapa,
        valorCentavos: 990_00,
        idResponsavel: null,
        previsaoFechamento: null,
        origem: 'site',
        observacoes: 'Só quem vê leads lê isto.',
      },
    });
    assert.equal(criado.statusCode, 201, criado.body);
    const [lead] = await chegou;
    assert.deepEqual([lead.valorCentavos, lead.observacoes], [990_00, 'Só quem vê leads lê isto.']);
    assert.equal(lead.idLead, (criado.json() as { data: Lead }).data.idLead);
    await roundTrip(soChat.client, DEMO);
    assert.ok(!namesOf(soChat.received).includes('LeadAtualizado'), 'o perfil só de chat não recebe leads');
  });

  it('moves a connection’s events with its profile: it reconnects and gets what the new grants show', async () => {
    const { app } = getApp();
    const menu = new Map(
      (await app.db.query<{ id_menu: number; rota: string }>('select id_menu, rota from menu')).map((row) => [
        row.rota,
        row.id_menu,
      ]),
    );
    const user = await userWithScreens(app, DEMO, 'Leo Leads', '11965551006', ['leads']);
    const { client, received } = await open(user.token, [0, 200, 1000]);
    const reconnected = () => new Promise<void>((resolve) => client.onreconnected(() => resolve()));
    const mudarPerfil = async (rotas: string[]) => {
      const reason = new Promise<Error | undefined>((resolve) => client.onreconnecting(resolve));
      const back = reconnected();
      const changed = await app.inject({
        method: 'PUT',
        url: `/api/perfis/${user.idPerfil}`,
        headers: gestor,
        payload: { nome: 'Perfil Leo Leads', permissoes: rotas.map((rota) => ({ idMenu: menu.get(rota), crud: 'R' })) },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.match(String(await reason), /Suas permissões foram alteradas/);
      await back;
    };
    const conversa = () =>
      app.realtime.toInstitution('chat', DEMO, 'NewChatCreated', [{ idChat: 4242, idInstituicao: DEMO }]);
    const leadExcluido = () =>
      app.realtime.toInstitution('chat', DEMO, 'LeadExcluido', [{ idLead: 4242, idInstituicao: DEMO }]);

    // Only the two events sent here: a (re)connect may also bring the user's own presence
    // (PresencaAtualizada, ADR 0037), whenever the server gets to announce it.
    const sent = () => namesOf(received).filter((name) => name === 'NewChatCreated' || name === 'LeadExcluido');
    await conversa();
    await roundTrip(client, DEMO);
    assert.deepEqual(sent(), [], 'sem a tela Chat, nenhuma conversa');

    await mudarPerfil(['leads', 'chat']);
    const novaConversa = arrival(client, 'NewChatCreated');
    await conversa();
    await novaConversa;

    await mudarPerfil(['chat']);
    received.length = 0;
    await leadExcluido();
    await conversa();
    await roundTrip(client, DEMO);
    assert.deepEqual(sent(), ['NewChatCreated'], 'sem Leads nem Funil, nenhum lead');
  });
});
