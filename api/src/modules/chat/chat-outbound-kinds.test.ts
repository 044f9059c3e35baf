import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import {
  VOZ_MESSAGES,
  type Chat,
  type CursorPage,
  type Mensagem,
  type SimuladorEnviada,
} from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp, testEngines, type TestApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';
import { isOggOpus } from '../canais/testing/fake-evolution-sends';
import type { FakeEvolution } from '../canais/testing/fake-evolution-server';
import { VOZ_NOME } from './chat-midia.commands';
import { startEvolutionChannelApp, type EvolutionChannelApp, type Published } from './testing/evolution-channel-app';

/*
 * Issue #26 (ADR 0033), what staff send besides texts and files: a voice note staff record in the composer reaches the contact as WhatsApp's
 * voice message — converted here to Ogg/Opus with ffmpeg, sent with Evolution's sendWhatsAppAudio
 * as is (`encoding: false`) — and, when it cannot be converted, goes as an audio file with the
 * reason said in pt-BR. Never silence. And a location or a contact card, with Evolution's
 * sendLocation and sendContact, kept as the contact's own are.
 */

/** Two seconds of a tone as Chromium's MediaRecorder records it: WebM with Opus. */
const recording = () =>
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  );

/** A recording cut after its header: WebM by its signature (passes the type check), no sound to convert. */
const broken = (webm: Buffer) => webm.subarray(0, 300);

const dataUrl = (bytes: Buffer, mime = 'audio/webm') => `data:${mime};base64,${bytes.toString('base64')}`;

for (const engine of testEngines()) {
  describe(`voice notes, locations and contact cards from staff, through Evolution [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let instance: string;
    let published: Published[];
    let idChat: number;
    let webm: Buffer;
    const telefone = '+5511977775555';

    before(async () => {
      webm = recording();
      ctx = await startEvolutionChannelApp(engine, 'WhatsApp de voz', '+5511900003333');
      ({ testApp, fake, gestor, instance, published } = ctx);
      const { status } = await fake.contactWrites(instance, {
        telefone,
        nome: 'Dona Voz',
        texto: 'Me manda um áudio?',
      });
      assert.equal(status, 200);
      const [row] = await testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where ct.telefone_e164 = $1`,
        [telefone],
      );
      assert.ok(row);
      idChat = row.id;
    });

    after(() => ctx.close());

    const send = (payload: object, rota: 'midias' | 'conteudos' = 'midias') =>
      testApp.app.inject({ method: 'POST', url: `/api/chats/${idChat}/${rota}`, headers: bearer(gestor), payload });

    it('converts the recording to Ogg/Opus and sends it with sendWhatsAppAudio as is: a voice note on the phone', async () => {
      assert.ok(!isOggOpus(webm), 'the recording is WebM, not yet what WhatsApp plays');
      const response = await send({ arquivo: dataUrl(webm), nome: 'gravacao.webm', voz: true });
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json() as { message: string; data: Mensagem };
      assert.equal(body.message, VOZ_MESSAGES.enviada);
      assert.equal(body.data.tipo, 'audio');
      assert.equal(body.data.status, 'enviada');
      assert.equal(body.data.midia?.mime, 'audio/ogg');
      assert.equal(body.data.midia?.nome, VOZ_NOME);

      const call = fake.requestsTo('/message/sendWhatsAppAudio').at(-1);
      assert.ok(call, 'sendWhatsAppAudio was called');
      const posted = call.body as { number: string; audio: string; encoding: boolean };
      assert.deepEqual(Object.keys(posted).sort(), ['audio', 'encoding', 'number']);
      assert.equal(posted.number, '5511977775555');
      assert.equal(posted.encoding, false, 'already converted: the gateway must not convert again');
      const sent = Buffer.from(posted.audio, 'base64');
      assert.ok(isOggOpus(sent), 'what the contact gets is Ogg/Opus');
      assert.deepEqual(fake.instance(instance).sent.at(-1)?.voz, { ptt: true, encoding: false });

      // Staff hear the very file the contact got.
      const served = await testApp.app.inject({
        method: 'GET',
        url: `/api/chats/${idChat}/mensagens/${body.data.idMensagem}/midia`,
        headers: bearer(gestor),
      });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'audio/ogg');
      assert.deepEqual(served.rawPayload, sent);
    });

    it('sends a recording ffmpeg cannot read as an audio file, and says so', async () => {
      const before = fake.requestsTo('/message/sendWhatsAppAudio').length;
      const response = await send({ arquivo: dataUrl(broken(webm)), nome: 'gravacao.webm', voz: true });
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json() as { message: string; data: Mensagem };
      assert.equal(body.message, VOZ_MESSAGES.falhou);
      assert.equal(body.data.midia?.mime, 'audio/webm');
      assert.equal(fake.requestsTo('/message/sendWhatsAppAudio').length, before, 'no voice note');
      const media = fake.instance(instance).sent.at(-1)?.media;
      assert.deepEqual(media, {
        mediatype: 'document',
        mimetype: 'audio/webm',
        fileName: 'gravacao.webm',
        base64: broken(webm).toString('base64'),
      });
    });

    it('refuses a voice note that is not an audio, or has a caption, sending nothing', async () => {
      const sentBefore = fake.instance(instance).sent.length;
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      for (const payload of [
        { arquivo: dataUrl(png, 'image/png'), nome: 'foto.png', voz: true },
        { arquivo: dataUrl(webm), nome: 'gravacao.webm', legenda: 'ouça', voz: true },
      ]) {
        const response = await send(payload);
        assert.equal(response.statusCode, 400, response.body);
        const { message, campo } = response.json() as { message: string; campo: string };
        assert.deepEqual([campo, message], ['voz', 'Mensagem de voz: só um áudio, sem legenda.']);
      }
      assert.equal(fake.instance(instance).sent.length, sentBefore);
      const history = await testApp.app.inject({
        method: 'GET',
        url: `/api/chats/${idChat}/mensagens`,
        headers: bearer(gestor),
      });
      const items = (history.json() as { data: CursorPage<Mensagem> }).data.items;
      assert.equal(items.length, 3, 'the contact’s message and the two voice notes sent above');
    });

    it('sends a location with sendLocation, kept and shown as the contact’s own locations are', async () => {
      const response = await send(
        { tipo: 'localizacao', latitude: -23.5505199, longitude: -46.6333094, nome: 'Sede', endereco: 'Rua A, 10' },
        'conteudos',
      );
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json() as { message: string; data: Mensagem };
      assert.equal(body.message, 'Localização enviada.');
      const posted = fake.requestsTo('/message/sendLocation').at(-1)?.body;
      assert.deepEqual(posted, {
        number: '5511977775555',
        latitude: -23.55052,
        longitude: -46.633309,
        name: 'Sede',
        address: 'Rua A, 10',
      });
      assert.deepEqual(body.data.conteudo, {
        tipo: 'localizacao',
        latitude: -23.55052,
        longitude: -46.633309,
        nome: 'Sede',
        endereco: 'Rua A, 10',
      });
      assert.equal(body.data.texto, 'Localização: Sede, Rua A, 10 (-23.55052, -46.633309)');
      assert.equal(body.data.status, 'enviada');
    });

    it('sends a contact card with sendContact (name, phone, WhatsApp id); a refused one goes again as a card', async () => {
      fake.failNext(500);
      const response = await send(
        { tipo: 'contato', nome: 'Padaria Central', telefone: '(11) 3333-4444' },
        'conteudos',
      );
      assert.equal(response.statusCode, 201, response.body);
      const failed = (response.json() as { data: Mensagem }).data;
      assert.equal(failed.status, 'falhou');
      const resent = await testApp.app.inject({
        method: 'POST',
        url: `/api/chats/${idChat}/mensagens/${failed.idMensagem}/reenviar`,
        headers: bearer(gestor),
      });
      assert.equal(resent.statusCode, 200, resent.body);
      assert.equal((resent.json() as { data: Mensagem }).data.status, 'enviada');
      const calls = fake.requestsTo('/message/sendContact').map((call) => call.body);
      const card = {
        number: '5511977775555',
        contact: [{ fullName: 'Padaria Central', phoneNumber: '+551133334444', wuid: '551133334444' }],
      };
      assert.deepEqual(calls.slice(-2), [card, card], 'the first refused, the resend the same card (never a text)');
      assert.deepEqual(fake.instance(instance).sent.at(-1)?.contacts, card.contact);
      assert.deepEqual(failed.conteudo, {
        tipo: 'contatos',
        contatos: [{ nome: 'Padaria Central', telefones: ['+551133334444'] }],
      });
    });

    it('opens a conversation with the person of a shared card: the contact created, the conversation empty, once', async () => {
      const abrir = () =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/chats/${idChat}/conversa-com`,
          headers: bearer(gestor),
          payload: { nome: 'Prima da Dona Voz', telefone: '+55 11 96543-2100' },
        });
      const sentBefore = fake.instance(instance).sent.length;
      const first = await abrir();
      assert.equal(first.statusCode, 200, first.body);
      const body = first.json() as { message: string; data: Chat };
      assert.equal(body.message, 'Conversa aberta.');
      assert.equal(body.data.idCanal, ctx.idCanal, 'on the channel the card arrived on');
      assert.deepEqual([body.data.contato.nome, body.data.contato.telefone], ['Prima da Dona Voz', '+5511965432100']);
      assert.ok(
        published.some(
          (p) => p.event === 'NewChatCreated' && (p.arg as { idChat: number }).idChat === body.data.idChat,
        ),
      );
      const again = await abrir();
      assert.equal((again.json() as { message: string }).message, 'Esta pessoa já tem uma conversa neste canal.');
      assert.equal((again.json() as { data: Chat }).data.idChat, body.data.idChat);
      assert.equal(fake.instance(instance).sent.length, sentBefore, 'nothing is sent to anyone');
    });

    it('refuses a location off the globe or a card without a phone, sending nothing', async () => {
      const before = fake.requests.length;
      const cases: [object, string][] = [
        [{ tipo: 'localizacao', latitude: 91, longitude: 0 }, 'latitude'],
        [{ tipo: 'contato', nome: 'Sem número', telefone: '' }, 'telefone'],
      ];
      for (const [payload, campo] of cases) {
        const response = await send(payload, 'conteudos');
        assert.equal(response.statusCode, 400, response.body);
        assert.equal((response.json() as { campo: string }).campo, campo);
      }
      assert.equal(fake.requests.length, before);
    });
  });
}

describeWithApp(
  'voice notes on a server without ffmpeg',
  (getApp) => {
    let gestor: string;
    let idCanal: number;
    let idChat: number;
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      getApp().app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });

    before(async () => {
      const { app } = getApp();
      gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
      idCanal = (
        await createCanal(app.db, DEMO_INSTITUICOES.demo.id, {
          nome: 'Sem ffmpeg',
          provider: 'simulador',
          estado: 'conectado',
        })
      ).canal.idCanal;
      const wrote = await inject('POST', `/api/canais/${idCanal}/simulador/mensagens`, {
        telefone: '(11) 96666-1212',
        nome: 'Seu Sem Conversor',
        texto: 'Alô?',
      });
      assert.equal(wrote.statusCode, 201, wrote.body);
      idChat = (wrote.json() as { data: { idChat: number } }).data.idChat;
    });

    it('sends the original recording as an audio file and says why in pt-BR', async () => {
      const webm = recording();
      const response = await inject('POST', `/api/chats/${idChat}/midias`, {
        arquivo: dataUrl(webm),
        nome: 'gravacao.webm',
        voz: true,
      });
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json() as { message: string; data: Mensagem };
      assert.equal(body.message, VOZ_MESSAGES.semFfmpeg);
      assert.equal(body.data.status, 'enviada');
      assert.equal(body.data.midia?.mime, 'audio/webm');
      const enviadas = (await inject('GET', `/api/canais/${idCanal}/simulador/enviadas`)).json() as {
        data: SimuladorEnviada[];
      };
      const last = enviadas.data.at(-1);
      assert.equal(last?.midia?.nome, 'gravacao.webm');
      assert.equal(last?.voz, undefined, 'a file, not a voice note');
    });
  },
  { config: { ffmpegPath: '/nao/existe/ffmpeg' } },
);
