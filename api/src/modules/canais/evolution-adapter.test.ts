import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Canal, Chat, ChatHubEvents, Mensagem } from '@colabora/shared/contracts';
import { TINY_PNG_BASE64 } from '../../test/route-probes';
import { HTML_BASE64, TINY_OPUS_BASE64 as OPUS_BASE64 } from '../../test/tiny-files';
import { MIDIA_CONTEUDO_RECUSADO } from '../chat/chat-midia.commands';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { buildTestApp, testEngines, type TestApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { ChannelSendError } from './channel-adapter';
import { findCanal } from './canais.repository';
import { EVOLUTION_MESSAGES, EvolutionAdapter } from './evolution-adapter';
import { EvolutionClient } from './evolution-client';
import { entradaWorkerOf } from './intake/entrada-intake';
import { FakeEvolution } from './testing/fake-evolution-server';
import { freePort } from '../../test/free-port';

const DEMO = DEMO_INSTITUICOES.demo.id;
const API_KEY = 'chave-global-de-teste';

/** A port nobody listens on right now, for the API to listen on (the gateway must reach it). */

/** Polls until `check` answers something truthy (work the API does after answering). */
async function eventually<T>(check: () => Promise<T>, what: string, timeoutMs = 5_000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`esperou demais por ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Published = { event: keyof ChatHubEvents; arg: unknown };

for (const engine of testEngines()) {
  describe(`given an Evolution API v2 gateway [${engine}]`, () => {
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let publicUrl: string;
    const published: Published[] = [];

    before(async () => {
      fake = await FakeEvolution.start(API_KEY);
      const port = await freePort();
      publicUrl = `http://127.0.0.1:${port}`;
      testApp = await buildTestApp({ engine, config: { evolution: { url: fake.url, apiKey: API_KEY }, publicUrl } });
      await testApp.app.listen({ port, host: '127.0.0.1' });
      // The webhook answers before it is applied (ADR 0036): each delivery waits for the intake.
      fake.afterDelivery = () => entradaWorkerOf(testApp.app).idle();
      gestor = (await loginAs(testApp.app, DEMO_USERS.gestor)).token;
      const { toInstitution } = testApp.app.realtime;
      testApp.app.realtime.toInstitution = ((hub, idInstituicao, event, args, opts) => {
        if (hub === 'chat') published.push({ event: event as keyof ChatHubEvents, arg: args[0] });
        return toInstitution(hub, idInstituicao, event, args, opts);
      }) as typeof toInstitution;
    });

    after(async () => {
      await fake.close();
      await testApp.close();
    });

    beforeEach(() => {
      published.length = 0;
      fake.apiKey = API_KEY;
    });

    const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });

    const canalAtualizado = () =>
      published.filter((p) => p.event === 'CanalAtualizado').map((p) => p.arg as Canal & { idInstituicao: number });

    async function createChannel(nome = 'WhatsApp da recepção'): Promise<{ canal: Canal; instance: string }> {
      const response = await inject('POST', '/api/canais', { nome, provider: 'evolution' });
      assert.equal(response.statusCode, 201, response.body);
      const canal = (response.json() as { data: Canal }).data;
      const stored = await findCanal(testApp.app.db, DEMO, canal.idCanal);
      assert.ok(stored?.instanciaGateway);
      return { canal, instance: stored.instanciaGateway };
    }

    async function connectedChannel(telefone: string) {
      const created = await createChannel();
      assert.equal(await fake.readQr(created.instance, telefone), 200);
      assert.equal((await findCanal(testApp.app.db, DEMO, created.canal.idCanal))?.estado, 'conectado');
      return created;
    }

    const chatOf = async (idCanal: number, telefone: string) => {
      const [row] = await testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
        [idCanal, telefone],
      );
      return row?.id ?? null;
    };
    const textsOf = async (idCanal: number) =>
      (
        await testApp.app.db.query<{ texto: string }>(
          `select texto from mensagem where id_canal = $1 and direcao = 'entrada' order by id`,
          [idCanal],
        )
      ).map((row) => row.texto);

    it('creates the instance with our webhook and the channel secret, and shows its first QR', async () => {
      const { canal, instance } = await createChannel();
      assert.equal(canal.estado, 'aguardando_qr');
      assert.match(canal.qrCode ?? '', /^2@/);
      assert.equal(canal.qrCode, fake.instance(instance).qr.code);
      const [create] = fake.requestsTo('/instance/create');
      assert.equal(create?.apikey, API_KEY);
      const body = create?.body as Record<string, unknown> & { webhook: Record<string, unknown> };
      assert.equal(body.instanceName, instance);
      assert.equal(body.integration, 'WHATSAPP-BAILEYS');
      assert.equal(body.qrcode, true);
      assert.deepEqual(
        { ...body.webhook, headers: undefined },
        {
          enabled: true,
          url: `${publicUrl}/api/canais/${canal.idCanal}/webhook`,
          byEvents: false,
          base64: true,
          headers: undefined,
          events: [
            'MESSAGES_UPSERT',
            'MESSAGES_UPDATE',
            'MESSAGES_EDITED',
            'MESSAGES_DELETE',
            'CONNECTION_UPDATE',
            'QRCODE_UPDATED',
          ],
        },
      );
      assert.match(String((body.webhook.headers as Record<string, string>)['x-webhook-secret']), /^[\w-]{40,}$/);
      assert.deepEqual(
        canalAtualizado().map((c) => [c.idCanal, c.estado, c.idInstituicao]),
        [[canal.idCanal, 'aguardando_qr', DEMO]],
      );
    });

    it('follows the gateway: a renewed QR, the phone reading it, the number it connected', async () => {
      const { canal, instance } = await createChannel();
      published.length = 0;
      assert.equal(await fake.renewQr(instance), 200);
      const renewed = await findCanal(testApp.app.db, DEMO, canal.idCanal);
      assert.equal(renewed?.qrCode, fake.instance(instance).qr.code);
      assert.notEqual(renewed?.qrCode, canal.qrCode);
      assert.equal(await fake.readQr(instance, '+5511977776666'), 200);
      const list = (await inject('GET', '/api/canais')).json() as { data: Canal[] };
      const connected = list.data.find((c) => c.idCanal === canal.idCanal);
      assert.deepEqual(
        [connected?.estado, connected?.telefone, connected?.qrCode],
        ['conectado', '+5511977776666', null],
      );
      assert.deepEqual(
        canalAtualizado().map((c) => [c.estado, c.qrCode === renewed?.qrCode]),
        [
          ['aguardando_qr', true],
          ['conectado', false],
        ],
      );
    });

    it('receives contacts, never storing a LID as a phone, sends through the gateway and follows the receipts', async () => {
      const { canal, instance } = await connectedChannel('+5511977770001');
      await fake.contactWrites(instance, { telefone: '+5511988881111', nome: 'Dona Cida', texto: 'Bom dia' });
      await fake.contactWrites(instance, {
        lid: { lid: '123456789012345@lid', alt: '5511988882222@s.whatsapp.net' },
        nome: 'Seu Lido',
        texto: 'Pelo LID',
      });
      // A LID with no phone is still someone writing: kept, under a contact without a phone (ADR 0035).
      await fake.contactWrites(instance, { lid: { lid: '999999999999999@lid' }, nome: 'Sem telefone', texto: 'Fica' });
      assert.deepEqual(await textsOf(canal.idCanal), ['Bom dia', 'Pelo LID', 'Fica']);
      const lids = await testApp.app.db.query(`select 1 from contatos where telefone like '%99999999%'`);
      assert.equal(lids.length, 0);

      const idChat = await chatOf(canal.idCanal, '+5511988881111');
      const sent = await inject('POST', `/api/chats/${idChat}/mensagens`, { texto: 'Olá, Dona Cida!' });
      assert.equal(sent.statusCode, 201, sent.body);
      const mensagem = (sent.json() as { data: Mensagem }).data;
      assert.equal(mensagem.status, 'enviada');
      const [out] = fake.instance(instance).sent;
      assert.deepEqual([out?.number, out?.text], ['5511988881111', 'Olá, Dona Cida!']);
      assert.equal(await fake.receipt(instance, out?.id ?? '', 'READ'), 200);
      const history = await inject('GET', `/api/chats/${idChat}/mensagens`);
      const items = (history.json() as { data: { items: Mensagem[] } }).data.items;
      assert.equal(items.find((m) => m.idMensagem === mensagem.idMensagem)?.status, 'lida');
    });

    it('sends files through the gateway: a picture with its caption, an audio as a voice message', async () => {
      const { canal, instance } = await connectedChannel('+5511977770009');
      await fake.contactWrites(instance, { telefone: '+5511988884444', nome: 'Seu Arquivo', texto: 'Manda a foto' });
      const idChat = await chatOf(canal.idCanal, '+5511988884444');
      const foto = await inject('POST', `/api/chats/${idChat}/midias`, {
        arquivo: `data:image/png;base64,${TINY_PNG_BASE64}`,
        nome: 'fachada.png',
        legenda: 'Nossa fachada',
      });
      assert.equal(foto.statusCode, 201, foto.body);
      assert.equal((foto.json() as { data: Mensagem }).data.status, 'enviada');
      const audio = await inject('POST', `/api/chats/${idChat}/midias`, {
        arquivo: `data:audio/ogg;base64,${OPUS_BASE64}`,
        nome: 'recado.ogg',
      });
      assert.equal(audio.statusCode, 201, audio.body);
      const [first, second] = fake.instance(instance).sent;
      assert.deepEqual(
        [first?.number, first?.text, first?.media],
        [
          '5511988884444',
          'Nossa fachada',
          { mediatype: 'image', mimetype: 'image/png', fileName: 'fachada.png', base64: TINY_PNG_BASE64 },
        ],
      );
      assert.equal(second?.media?.mediatype, 'audio');
      assert.equal(second?.media?.base64, OPUS_BASE64);
      // What the gateway says it sent (how a campaign settles a send a crash left): a file by its caption.
      const adapter = new EvolutionAdapter(
        new EvolutionClient({ url: fake.url, apiKey: API_KEY }),
        canal.idCanal,
        instance,
      );
      const enviadas = await adapter.findSent('+5511988884444', new Date(Date.now() - 60_000));
      // Both were sent within the same second (WhatsApp's timestamps are in seconds): in any order.
      assert.deepEqual(
        enviadas.map((enviada) => [enviada.idGateway, enviada.texto]).sort(),
        [
          [first?.id, 'Nossa fachada'],
          [second?.id, ''],
        ].sort(),
      );
    });

    it('keeps the file a contact sends, and never a page disguised as a picture', async () => {
      const { canal, instance } = await connectedChannel('+5511977770010');
      const contato = { telefone: '+5511988885555', nome: 'Dona Foto' };
      await fake.contactWrites(instance, {
        ...contato,
        texto: 'A fachada',
        midia: { kind: 'imageMessage', mimetype: 'image/png', base64: TINY_PNG_BASE64 },
      });
      await fake.contactWrites(instance, {
        ...contato,
        texto: 'Outra foto',
        midia: { kind: 'imageMessage', mimetype: 'image/png', base64: HTML_BASE64 },
      });
      assert.deepEqual(await textsOf(canal.idCanal), ['A fachada', `Outra foto\n\n${MIDIA_CONTEUDO_RECUSADO}`]);
      const guardados = await testApp.app.db.query<{ texto: string; mime: string }>(
        `select m.texto, mm.mime from mensagem_midia mm join mensagem m on m.id = mm.id_mensagem where m.id_canal = $1`,
        [canal.idCanal],
      );
      assert.deepEqual(guardados, [{ texto: 'A fachada', mime: 'image/png' }]);
    });

    it('marks a send the gateway refuses as failed, saying what to do', async () => {
      const { canal, instance } = await connectedChannel('+5511977770002');
      await fake.contactWrites(instance, { telefone: '+5511988883333', nome: 'Contato', texto: 'Oi' });
      const idChat = await chatOf(canal.idCanal, '+5511988883333');
      fake.failNext(500);
      const failed = await inject('POST', `/api/chats/${idChat}/mensagens`, { texto: 'Vai falhar' });
      const answer = failed.json() as { message: string; data: Mensagem };
      assert.equal(answer.data.status, 'falhou');
      assert.match(answer.message, /Evolution API falhou ao enviar a mensagem \(HTTP 500\): tente de novo/);
      fake.apiKey = 'outra-chave';
      const refused = await inject('POST', `/api/canais/${canal.idCanal}/conectar`);
      assert.equal(refused.statusCode, 409);
      assert.equal((refused.json() as { message: string }).message, EVOLUTION_MESSAGES.unauthorized);
    });

    it('after a reconnect fetches what arrived while down, once, even when a webhook also brought it', async () => {
      const { canal, instance } = await connectedChannel('+5511977770003');
      const contato = { telefone: '+5511988884444', nome: 'Contato Perdido' };
      await fake.contactWrites(instance, { ...contato, texto: 'Antes de cair' });
      assert.equal(await fake.dropConnection(instance, 428), 200);
      const down = await findCanal(testApp.app.db, DEMO, canal.idCanal);
      assert.equal(down?.estado, 'desconectado');
      assert.ok(down?.desconectadoEm);
      await fake.contactWrites(instance, { ...contato, texto: 'Perdida 1' }, false);
      await fake.contactWrites(instance, { ...contato, texto: 'Perdida 2' }, false);
      await fake.contactWrites(instance, { ...contato, texto: 'Entregue e buscada' }, true);

      assert.equal(await fake.readQr(instance, '+5511977770003'), 200);
      const expected = ['Antes de cair', 'Perdida 1', 'Perdida 2', 'Entregue e buscada'];
      await eventually(async () => (await textsOf(canal.idCanal)).length === expected.length, 'a reconciliação');
      assert.deepEqual([...(await textsOf(canal.idCanal))].sort(), [...expected].sort());
      const [find] = fake.requestsTo(`/chat/findMessages/${instance}`);
      const where = (find?.body as { where: { messageTimestamp: { gte: string; lte: string } } }).where;
      assert.ok(new Date(where.messageTimestamp.gte) <= new Date(down.desconectadoEm));

      // The gateway repeats the webhook: another pass, nothing new.
      assert.equal(await fake.readQr(instance, '+5511977770003'), 200);
      await fake.dropConnection(instance, 428);
      assert.equal(await fake.readQr(instance, '+5511977770003'), 200);
      await eventually(async () => fake.requestsTo(`/chat/findMessages/${instance}`).length >= 2, 'a segunda passada');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await textsOf(canal.idCanal)).length, expected.length);
      const idChat = await chatOf(canal.idCanal, contato.telefone);
      const chat = (await inject('GET', `/api/chats/${idChat}`)).json() as { data: Chat };
      assert.equal(chat.data.naoLidas, expected.length);
    });

    it('tells a session the phone refused from a logout staff asked for', async () => {
      const refused = await connectedChannel('+5511977770004');
      assert.equal(await fake.dropConnection(refused.instance, 401), 200);
      assert.equal((await findCanal(testApp.app.db, DEMO, refused.canal.idCanal))?.estado, 'recusado');

      const ours = await connectedChannel('+5511977770005');
      published.length = 0;
      const off = await inject('POST', `/api/canais/${ours.canal.idCanal}/desconectar`);
      assert.equal(off.statusCode, 200, off.body);
      assert.equal(fake.requestsTo(`/instance/logout/${ours.instance}`).length, 1);
      await fake.settled();
      assert.deepEqual(fake.deliveries.at(-1), { event: 'connection.update', instance: ours.instance, status: 200 });
      assert.equal((await findCanal(testApp.app.db, DEMO, ours.canal.idCanal))?.estado, 'desconectado');
      assert.deepEqual(
        canalAtualizado().map((c) => c.estado),
        ['desconectado'],
      );
    });

    it('deletes the instance with the channel, and its conversations go too', async () => {
      const { canal, instance } = await connectedChannel('+5511977770006');
      await fake.contactWrites(instance, { telefone: '+5511988885555', nome: 'Vai Embora', texto: 'Tchau' });
      const idChat = await chatOf(canal.idCanal, '+5511988885555');
      published.length = 0;
      const gone = await inject('DELETE', `/api/canais/${canal.idCanal}`);
      assert.equal(gone.statusCode, 200, gone.body);
      assert.match(
        (gone.json() as { message: string }).message,
        /Canal excluído, com a conversa dele e suas mensagens/,
      );
      assert.equal(fake.instances.has(instance), false);
      assert.equal(await findCanal(testApp.app.db, DEMO, canal.idCanal), null);
      assert.equal(await chatOf(canal.idCanal, '+5511988885555'), null);
      assert.deepEqual(
        published.map((p) => [p.event, p.arg]),
        [
          ['ChatDeleted', { IdChat: idChat, IdInstituicao: DEMO }],
          ['CanalExcluido', { idCanal: canal.idCanal, idInstituicao: DEMO }],
        ],
      );
      // A late webhook for the channel, with the secret it had, is refused: nothing is recreated.
      const create = fake
        .requestsTo('/instance/create')
        .find((r) => (r.body as { instanceName: string }).instanceName === instance);
      const secret = (create?.body as { webhook: { headers: Record<string, string> } }).webhook.headers[
        'x-webhook-secret'
      ];
      const late = await testApp.app.inject({
        method: 'POST',
        url: `/api/canais/${canal.idCanal}/webhook`,
        headers: { 'x-webhook-secret': secret ?? '' },
        payload: { event: 'connection.update', instance, data: { state: 'open' } },
      });
      assert.equal(late.statusCode, 401);
    });

    it('leaves nothing behind when the gateway cannot create the instance', async () => {
      const before = (await testApp.app.db.query<{ n: number }>('select count(*)::int as n from canal'))[0]?.n;
      fake.failNext(500);
      const refused = await inject('POST', '/api/canais', { nome: 'Sem gateway', provider: 'evolution' });
      assert.equal(refused.statusCode, 409);
      assert.deepEqual(refused.json(), {
        success: false,
        message:
          'O Evolution API falhou ao criar o canal (HTTP 500): tente de novo em instantes; se persistir, veja os logs do Evolution.',
        campo: 'provider',
      });
      const after = (await testApp.app.db.query<{ n: number }>('select count(*)::int as n from canal'))[0]?.n;
      assert.equal(after, before);
    });
  });
}

describe('the Evolution client and adapter on their own', () => {
  it('says the gateway is not configured, and names the variables', async () => {
    const adapter = new EvolutionAdapter(null, 1, null);
    await assert.rejects(adapter.provision({ url: 'http://x', secret: 's' }), (error: unknown) => {
      assert.ok(error instanceof ChannelSendError);
      assert.match(error.message, /EVOLUTION_API_URL e EVOLUTION_API_KEY/);
      return true;
    });
  });

  it('gives up on a gateway that does not answer in time, and says so', async () => {
    const fake = await FakeEvolution.start(API_KEY);
    try {
      const client = new EvolutionClient({ url: fake.url, apiKey: API_KEY, timeoutMs: 100 });
      await client.createInstance('lento', { url: 'http://127.0.0.1:1/webhook', headers: {} });
      fake.slowDown(1_000);
      const adapter = new EvolutionAdapter(client, 1, 'lento');
      await assert.rejects(adapter.connect(), /não respondeu a tempo ao conectar o canal/);
      fake.slowDown(0);
    } finally {
      await fake.close();
    }
  });

  it('reaches nothing on a closed port, and says to check the service', async () => {
    const client = new EvolutionClient({ url: 'http://127.0.0.1:1', apiKey: API_KEY, timeoutMs: 2_000 });
    await assert.rejects(new EvolutionAdapter(client, 1, 'x').state(), /Não foi possível falar com o Evolution API/);
  });
});
