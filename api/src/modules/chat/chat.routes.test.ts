import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import type { Chat, ChatHubEvents, CursorPage, Mensagem, SimuladorEnviada } from '@colabora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { seedChat } from '../../seed/seed-chat';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal } from '../canais/canais.repository';
import { entradaWorkerOf } from '../canais/intake/entrada-intake';
import { WEBHOOK_SECRET_HEADER } from '../canais/canais.routes';
import { chatExistsInInstitution } from './chat.queries';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

type Published = {
  to: 'institution' | 'room';
  idInstituicao: number;
  idChat?: number;
  event: keyof ChatHubEvents;
  arg: unknown;
};

/** Records what the chat module hands to app.realtime (delivery itself is the realtime suite's). */
function spyOnRealtime(app: FastifyInstance): Published[] {
  const published: Published[] = [];
  const { toInstitution, toRoom } = app.realtime;
  app.realtime.toInstitution = ((hub, idInstituicao, event, args, opts) => {
    if (hub === 'chat')
      published.push({ to: 'institution', idInstituicao, event: event as keyof ChatHubEvents, arg: args[0] });
    return toInstitution(hub, idInstituicao, event, args, opts);
  }) as typeof toInstitution;
  app.realtime.toRoom = ((idInstituicao, idChat, event, args, opts) => {
    published.push({ to: 'room', idInstituicao, idChat, event, arg: args[0] });
    return toRoom(idInstituicao, idChat, event, args, opts);
  }) as typeof toRoom;
  return published;
}

const upsert = (key: Record<string, unknown>, texto = 'Olá', pushName = 'Contato Webhook') => ({
  event: 'messages.upsert',
  instance: 'teste',
  data: { key: { fromMe: false, ...key }, pushName, message: { conversation: texto }, messageType: 'conversation' },
});

describeWithApp('/api/chats and /api/canais', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;
  let canal: { idCanal: number; secret: string };
  let canalVizinha: { idCanal: number; secret: string };
  let published: Published[];
  let phoneSeq = 0;

  /** A phone no other test uses. */
  const newPhone = () => `+55119${String(70000000 + ++phoneSeq * 7919).padStart(8, '0')}`;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    const demo = await createCanal(app.db, DEMO, { nome: 'Teste', provider: 'simulador', estado: 'conectado' });
    canal = { idCanal: demo.canal.idCanal, secret: demo.webhookSecret };
    const viz = await createCanal(app.db, VIZINHA, { nome: 'Teste', provider: 'simulador', estado: 'conectado' });
    canalVizinha = { idCanal: viz.canal.idCanal, secret: viz.webhookSecret };
    published = spyOnRealtime(app);
  });

  beforeEach(() => {
    published.length = 0;
  });

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    getApp().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Posts a webhook and waits until the intake applied it (it answers first: ADR 0036). */
  async function webhook(idCanal: number, body: object, secret?: string) {
    const response = await getApp().app.inject({
      method: 'POST',
      url: `/api/canais/${idCanal}/webhook`,
      headers: secret === undefined ? {} : { [WEBHOOK_SECRET_HEADER]: secret },
      payload: body,
    });
    await entradaWorkerOf(getApp().app).idle();
    return response;
  }

  async function contactWrites(telefone: string, texto: string, nome = 'Contato Simulado', idCanal = canal.idCanal) {
    const response = await inject(gestor, 'POST', `/api/canais/${idCanal}/simulador/mensagens`, {
      telefone,
      nome,
      texto,
    });
    assert.equal(response.statusCode, 201, response.body);
    const { idChat } = (response.json() as { data: { idChat: number | null } }).data;
    assert.ok(idChat);
    return idChat;
  }

  async function getChat(idChat: number, token = gestor): Promise<Chat> {
    const response = await inject(token, 'GET', `/api/chats/${idChat}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: Chat }).data;
  }

  async function mensagens(idChat: number, query = ''): Promise<CursorPage<Mensagem>> {
    const response = await inject(gestor, 'GET', `/api/chats/${idChat}/mensagens${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: CursorPage<Mensagem> }).data;
  }

  async function listChats(query = '', token = gestor): Promise<CursorPage<Chat>> {
    const response = await inject(token, 'GET', `/api/chats${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: CursorPage<Chat> }).data;
  }

  async function countMessages(idGateway: string): Promise<number> {
    const [row] = await getApp().app.db.query<{ n: number }>(
      'select count(*)::int as n from mensagem where id_gateway = $1',
      [idGateway],
    );
    return row?.n ?? 0;
  }

  describe('webhook', () => {
    it('answers 401 without the channel secret, with a wrong one, with another channel’s, or for a missing channel', async () => {
      const body = upsert({ remoteJid: '5511911110001@s.whatsapp.net', id: 'AUTH-1' });
      for (const [idCanal, secret] of [
        [canal.idCanal, undefined],
        [canal.idCanal, ''],
        [canal.idCanal, 'errado'],
        [canal.idCanal, canalVizinha.secret],
        [999_999, canal.secret],
      ] as const) {
        const response = await webhook(idCanal, body, secret);
        assert.equal(response.statusCode, 401, `${idCanal} ${secret}: ${response.body}`);
        assert.equal(response.json().success, false);
      }
      assert.equal(await countMessages('AUTH-1'), 0);
      assert.deepEqual(published, []);
    });

    it('stores a message once when the gateway delivers it twice, and publishes it once', async () => {
      const body = upsert({ remoteJid: '5511911110002@s.whatsapp.net', id: 'DUP-1' }, 'Primeira vez');
      const first = await webhook(canal.idCanal, body, canal.secret);
      assert.equal(first.statusCode, 200, first.body);
      const second = await webhook(canal.idCanal, body, canal.secret);
      assert.equal(second.statusCode, 200, second.body);
      assert.equal(await countMessages('DUP-1'), 1);
      assert.equal(published.filter((p) => p.event === 'NewMessage').length, 1);
      assert.equal(published.filter((p) => p.event === 'NewChatCreated').length, 1);
      const chat = (await listChats('?q=11911110002')).items[0];
      assert.equal(chat?.naoLidas, 1);
    });

    it('keys a LID message on the alternate phone JID, never stores the LID as a phone, keeps a LID-only one', async () => {
      const lid = '187654321098765@lid';
      const ok = await webhook(
        canal.idCanal,
        upsert({ remoteJid: lid, remoteJidAlt: '5511911110003@s.whatsapp.net', id: 'LID-1' }, 'Via LID', 'Lia'),
        canal.secret,
      );
      assert.equal(ok.statusCode, 200, ok.body);
      const senderPn = await webhook(
        canal.idCanal,
        upsert(
          { remoteJid: '187654321098766@lid', senderPn: '5511911110004@s.whatsapp.net', id: 'LID-2' },
          'Via senderPn',
        ),
        canal.secret,
      );
      assert.equal(senderPn.statusCode, 200);
      const orphan = await webhook(
        canal.idCanal,
        upsert({ remoteJid: lid, id: 'LID-3' }, 'Sem telefone'),
        canal.secret,
      );
      assert.equal(orphan.statusCode, 200);

      const { app } = getApp();
      const phones = await app.db.query<{ telefone: string }>(
        `select ct.telefone_e164 as telefone from mensagem m join chat c on c.id = m.id_chat
           join contatos ct on ct.id = c.id_contato where m.id_gateway = any($1::text[]) order by m.id_gateway`,
        [['LID-1', 'LID-2', 'LID-3']],
      );
      // LID-3 names no phone: kept in the conversation of the contact the earlier LID-1 taught (ADR 0035).
      assert.deepEqual(
        phones.map((row) => row.telefone),
        ['+5511911110003', '+5511911110004', '+5511911110003'],
      );
      const lidContacts = await app.db.query(`select 1 from contatos where telefone like '%187654321%'`);
      assert.equal(lidContacts.length, 0);
      const chat = (await listChats('?q=11911110003')).items[0];
      assert.equal(chat?.contato.nome, 'Lia');
    });

    it('ignores status broadcasts, groups and our own messages', async () => {
      const bodies = [
        upsert({ remoteJid: 'status@broadcast', participant: '5511911110005@s.whatsapp.net', id: 'IGN-1' }),
        upsert({ remoteJid: '120363025246125486@g.us', participant: '5511911110005@s.whatsapp.net', id: 'IGN-2' }),
        upsert({ remoteJid: '5511911110005@s.whatsapp.net', fromMe: true, id: 'IGN-3' }),
      ];
      for (const body of bodies) {
        const response = await webhook(canal.idCanal, body, canal.secret);
        assert.equal(response.statusCode, 200, response.body);
      }
      for (const id of ['IGN-1', 'IGN-2', 'IGN-3']) assert.equal(await countMessages(id), 0);
      const contacts = await getApp().app.db.query(`select 1 from contatos where telefone = '11911110005'`);
      assert.equal(contacts.length, 0);
      assert.deepEqual(published, []);
    });

    it('refuses an envelope with unknown top-level fields (400) and skips events it does not use', async () => {
      const extra = await webhook(canal.idCanal, { ...upsert({ id: 'X' }), outro: 1 }, canal.secret);
      assert.equal(extra.statusCode, 400);
      const unknown = await webhook(canal.idCanal, { event: 'contacts.update', data: [{}] }, canal.secret);
      assert.equal(unknown.statusCode, 200);
    });

    it('records connection updates from the gateway', async () => {
      const { app } = getApp();
      const extra = await createCanal(app.db, DEMO, { nome: 'Conexão', provider: 'evolution' });
      const response = await webhook(
        extra.canal.idCanal,
        { event: 'CONNECTION_UPDATE', data: { state: 'open', wuid: '5511933330000@s.whatsapp.net' } },
        extra.webhookSecret,
      );
      assert.equal(response.statusCode, 200, response.body);
      const canais = await inject(gestor, 'GET', '/api/canais');
      const found = (
        canais.json() as { data: { idCanal: number; estado: string; telefone: string | null }[] }
      ).data.find((c) => c.idCanal === extra.canal.idCanal);
      assert.deepEqual([found?.estado, found?.telefone], ['conectado', '+5511933330000']);
    });
  });

  describe('simulator round trip', () => {
    it('a new phone writes: contact, open chat and message, with NewChatCreated, NewMessage and ConversaAtualizada', async () => {
      const telefone = newPhone();
      const idChat = await contactWrites(telefone, 'Oi, tudo bem?', 'Marta Nova');
      const chat = await getChat(idChat);
      assert.equal(chat.status, 'aberta');
      assert.equal(chat.contato.nome, 'Marta Nova');
      assert.equal(chat.contato.telefone, telefone);
      assert.equal(chat.naoLidas, 1);
      assert.equal(chat.ultimaMensagem?.texto, 'Oi, tudo bem?');
      const [contato] = await getApp().app.db.query<{ origem: string }>(
        'select origem from contatos where id_instituicao = $1 and telefone_e164 = $2',
        [DEMO, telefone],
      );
      assert.equal(contato?.origem, 'whatsapp');

      assert.deepEqual(
        published.map((p) => [p.to, p.event, p.idInstituicao]),
        [
          ['institution', 'NewChatCreated', DEMO],
          ['room', 'NewMessage', DEMO],
          ['institution', 'ConversaAtualizada', DEMO],
        ],
      );
      assert.deepEqual(published[0]?.arg, { idChat, idInstituicao: DEMO });
      const message = published[1]?.arg as Mensagem;
      assert.equal(published[1]?.idChat, idChat);
      assert.deepEqual([message.direcao, message.texto, message.status], ['entrada', 'Oi, tudo bem?', 'entregue']);
      assert.deepEqual(published[2]?.arg, chat);
    });

    it('staff reply: sent through the channel (enviadas lists it), status advances to lida when the contact answers', async () => {
      const telefone = newPhone();
      const idChat = await contactWrites(telefone, 'Qual o preço?');
      published.length = 0;

      const sent = await inject(atendente, 'POST', `/api/chats/${idChat}/mensagens`, { texto: '  R$ 20,00.  ' });
      assert.equal(sent.statusCode, 201, sent.body);
      const mensagem = (sent.json() as { data: Mensagem }).data;
      assert.deepEqual(
        [mensagem.direcao, mensagem.texto, mensagem.status, mensagem.autor?.nome],
        ['saida', 'R$ 20,00.', 'enviada', DEMO_USERS.atendente.nome],
      );
      assert.equal((await getChat(idChat)).naoLidas, 0);
      assert.deepEqual(
        published.map((p) => [p.to, p.event]),
        [
          ['room', 'NewMessage'],
          ['institution', 'ConversaAtualizada'],
        ],
      );

      const enviadas = await inject(gestor, 'GET', `/api/canais/${canal.idCanal}/simulador/enviadas`);
      assert.equal(enviadas.statusCode, 200, enviadas.body);
      const last = (enviadas.json() as { data: SimuladorEnviada[] }).data.at(-1);
      assert.deepEqual([last?.telefone, last?.texto], [telefone, 'R$ 20,00.']);

      published.length = 0;
      await contactWrites(telefone, 'Fechado!');
      const page = await mensagens(idChat);
      assert.deepEqual(
        page.items.map((m) => [m.direcao, m.texto, m.status]),
        [
          ['entrada', 'Fechado!', 'entregue'],
          ['saida', 'R$ 20,00.', 'lida'],
          ['entrada', 'Qual o preço?', 'entregue'],
        ],
      );
      const receipt = published.find(
        (p) => p.event === 'NewMessage' && (p.arg as Mensagem).idMensagem === mensagem.idMensagem,
      );
      assert.equal((receipt?.arg as Mensagem | undefined)?.status, 'lida');
    });

    it('a resolved chat reopens when the contact writes again (ChatStatusChanged)', async () => {
      const idChat = await contactWrites(newPhone(), 'Primeira');
      const resolved = await inject(gestor, 'PUT', `/api/chats/${idChat}/status`, { status: 'resolvida' });
      assert.equal(resolved.statusCode, 200, resolved.body);
      assert.equal((resolved.json() as { data: Chat }).data.status, 'resolvida');
      const changed = published.find((p) => p.event === 'ChatStatusChanged');
      assert.deepEqual(changed?.arg, { IdChat: idChat, Status: 'resolvida', IdInstituicao: DEMO });

      published.length = 0;
      const again = await contactWrites((await getChat(idChat)).contato.telefone ?? '', 'Voltei');
      assert.equal(again, idChat);
      assert.equal((await getChat(idChat)).status, 'aberta');
      assert.deepEqual(published.find((p) => p.event === 'ChatStatusChanged')?.arg, {
        IdChat: idChat,
        Status: 'aberta',
        IdInstituicao: DEMO,
      });
      assert.ok(!published.some((p) => p.event === 'NewChatCreated'));
    });

    it('a known contact (9th digit or not) gets no duplicate', async () => {
      const { app } = getApp();
      await app.db.query(
        `insert into contatos (id_instituicao, nome, telefone) values ($1, 'Já Cadastrada', '11987650001')`,
        [DEMO],
      );
      const idChat = await contactWrites('5511 8765-0001', 'Sem o nono dígito', 'Outro Nome');
      const chat = await getChat(idChat);
      assert.deepEqual([chat.contato.nome, chat.contato.telefone], ['Já Cadastrada', '+5511987650001']);
    });

    it('holds what a contact writes to a channel that is not connected, and delivers it once connected through the QR', async () => {
      const { app } = getApp();
      const extra = await createCanal(app.db, DEMO, { nome: 'Desconectado', provider: 'simulador' });
      const id = extra.canal.idCanal;
      const waiting = newPhone();
      const queued = await inject(gestor, 'POST', `/api/canais/${id}/simulador/mensagens`, {
        telefone: waiting,
        nome: 'X',
        texto: 'Oi',
      });
      assert.equal(queued.statusCode, 202, queued.body);
      assert.equal((queued.json() as { data: { idChat: number | null } }).data.idChat, null);
      assert.equal((await inject(gestor, 'POST', `/api/canais/${id}/simulador/ler-qr`)).statusCode, 409);

      const connect = await inject(gestor, 'POST', `/api/canais/${id}/conectar`);
      assert.equal(connect.statusCode, 200, connect.body);
      const conexao = (connect.json() as { data: { estado: string; qrCode: string | null } }).data;
      assert.equal(conexao.estado, 'aguardando_qr');
      assert.match(conexao.qrCode ?? '', /^colabora-simulador:\d+:/);

      const scanned = await inject(gestor, 'POST', `/api/canais/${id}/simulador/ler-qr`);
      assert.equal((scanned.json() as { data: { estado: string } }).data.estado, 'conectado');
      assert.equal((await listChats(`?q=${waiting.slice(-8)}`)).items[0]?.ultimaMensagem?.texto, 'Oi');
      const idChat = await contactWrites(newPhone(), 'Agora sim', 'Y', id);

      const off = await inject(gestor, 'POST', `/api/canais/${id}/desconectar`);
      assert.equal((off.json() as { data: { estado: string } }).data.estado, 'desconectado');
      const send = await inject(gestor, 'POST', `/api/chats/${idChat}/mensagens`, { texto: 'Oi' });
      assert.equal(send.statusCode, 409, send.body);
    });
  });

  describe('list, history, status, assignee, delete', () => {
    it('filters by status, minhas and q (name, phone, text)', async () => {
      const telefone = newPhone();
      const idChat = await contactWrites(telefone, 'Quero um orçamento de bolo de cenoura', 'Zuleica Filtro');
      const assign = await inject(gestor, 'PUT', `/api/chats/${idChat}/responsavel`, {
        idUsuario: DEMO_USERS.atendente.id,
      });
      assert.equal(assign.statusCode, 200, assign.body);
      assert.equal((assign.json() as { data: Chat }).data.responsavel?.nome, DEMO_USERS.atendente.nome);

      const ids = (page: CursorPage<Chat>) => page.items.map((c) => c.idChat);
      assert.ok(ids(await listChats('?q=zuleica')).includes(idChat));
      assert.ok(ids(await listChats(`?q=${telefone.slice(-8)}`)).includes(idChat));
      assert.ok(ids(await listChats('?q=cenoura')).includes(idChat));
      assert.ok(!ids(await listChats('?q=nada-assim')).includes(idChat));
      assert.ok(ids(await listChats('?minhas=true&limit=100', atendente)).includes(idChat));
      assert.ok(!ids(await listChats('?minhas=true&limit=100', gestor)).includes(idChat));
      assert.ok(ids(await listChats('?status=aberta&q=zuleica')).includes(idChat));
      assert.ok(!ids(await listChats('?status=resolvida,pendente&q=zuleica')).includes(idChat));

      const unassign = await inject(gestor, 'PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: null });
      assert.equal((unassign.json() as { data: Chat }).data.responsavel, null);
      const otherInstitution = await inject(gestor, 'PUT', `/api/chats/${idChat}/responsavel`, {
        idUsuario: DEMO_USERS.gestorVizinha.id,
      });
      assert.equal(otherInstitution.statusCode, 400, otherInstitution.body);
      assert.equal((await inject(gestor, 'GET', '/api/chats?cursor=bad')).statusCode, 400);
      assert.equal(
        (await inject(gestor, 'GET', `/api/chats?cursor=${Buffer.from('["x",1]').toString('base64url')}`)).statusCode,
        400,
      );
    });

    it('pages chats by cursor without repeats or gaps while new chats arrive', async () => {
      const marker = `Paginação ${Date.now()}`;
      const created: number[] = [];
      for (let i = 0; i < 5; i += 1) created.push(await contactWrites(newPhone(), `${marker} ${i}`));
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: CursorPage<Chat> = await listChats(
          `?q=${encodeURIComponent(marker)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.items.map((c) => c.idChat));
        cursor = page.nextCursor;
        // A new conversation arrives between two pages: it is newer, so it is not on the next ones.
        if (pages === 0) created.push(await contactWrites(newPhone(), `${marker} nova`));
        pages += 1;
      } while (cursor && pages < 10);
      assert.equal(new Set(seen).size, seen.length, 'nenhuma conversa repetida');
      assert.deepEqual(seen, created.slice(0, 5).reverse());
    });

    it('pages a history by cursor, newest first, stable while messages arrive', async () => {
      const telefone = newPhone();
      const idChat = await contactWrites(telefone, 'm0');
      for (let i = 1; i < 5; i += 1) await contactWrites(telefone, `m${i}`);
      const first = await mensagens(idChat, '?limit=2');
      assert.deepEqual(
        first.items.map((m) => m.texto),
        ['m4', 'm3'],
      );
      await contactWrites(telefone, 'm5');
      const second = await mensagens(idChat, `?limit=2&cursor=${first.nextCursor}`);
      assert.deepEqual(
        second.items.map((m) => m.texto),
        ['m2', 'm1'],
      );
      const third = await mensagens(idChat, `?limit=2&cursor=${second.nextCursor}`);
      assert.deepEqual([third.items.map((m) => m.texto), third.nextCursor], [['m0'], null]);
    });

    it('marks a chat read: unread back to 0, ConversaAtualizada only when something was unread', async () => {
      const telefone = newPhone();
      const idChat = await contactWrites(telefone, 'Um');
      await contactWrites(telefone, 'Dois');
      assert.equal((await getChat(idChat)).naoLidas, 2);
      published.length = 0;
      const read = await inject(atendente, 'PUT', `/api/chats/${idChat}/lida`);
      assert.equal(read.statusCode, 200, read.body);
      assert.equal((read.json() as { data: Chat }).data.naoLidas, 0);
      assert.deepEqual(
        published.map((p) => p.event),
        ['ConversaAtualizada'],
      );
      published.length = 0;
      assert.equal((await inject(atendente, 'PUT', `/api/chats/${idChat}/lida`)).statusCode, 200);
      assert.deepEqual(published, []);
    });

    it('deletes a chat (ChatDeleted), keeps the contact, and the hub check follows', async () => {
      const { app } = getApp();
      const idChat = await contactWrites(newPhone(), 'Pode apagar');
      assert.equal(await chatExistsInInstitution(app.db, DEMO, idChat), true);
      assert.equal(await chatExistsInInstitution(app.db, VIZINHA, idChat), false);
      published.length = 0;
      const removed = await inject(gestor, 'DELETE', `/api/chats/${idChat}`);
      assert.equal(removed.statusCode, 200, removed.body);
      assert.deepEqual(
        published.map((p) => [p.event, p.arg]),
        [['ChatDeleted', { IdChat: idChat, IdInstituicao: DEMO }]],
      );
      assert.equal((await inject(gestor, 'GET', `/api/chats/${idChat}`)).statusCode, 404);
      assert.equal(await chatExistsInInstitution(app.db, DEMO, idChat), false);
    });
  });

  describe('tenancy and permissions', () => {
    it('answers 404 to another institution on every chat and channel route, and publishes nothing', async () => {
      const idChat = await contactWrites(newPhone(), 'Só da Demonstração');
      published.length = 0;
      const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
        ['get', 'GET', `/api/chats/${idChat}`],
        ['history', 'GET', `/api/chats/${idChat}/mensagens`],
        ['send', 'POST', `/api/chats/${idChat}/mensagens`, { texto: 'Oi' }],
        ['status', 'PUT', `/api/chats/${idChat}/status`, { status: 'resolvida' }],
        ['assign', 'PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: DEMO_USERS.gestorVizinha.id }],
        ['read', 'PUT', `/api/chats/${idChat}/lida`],
        ['delete', 'DELETE', `/api/chats/${idChat}`],
        [
          'simulate',
          'POST',
          `/api/canais/${canal.idCanal}/simulador/mensagens`,
          { telefone: newPhone(), nome: 'X', texto: 'Y' },
        ],
        ['enviadas', 'GET', `/api/canais/${canal.idCanal}/simulador/enviadas`],
        ['connect', 'POST', `/api/canais/${canal.idCanal}/conectar`],
      ];
      for (const [name, method, url, body] of calls) {
        const response = await inject(vizinha, method, url, body);
        assert.equal(response.statusCode, 404, `${name}: ${response.body}`);
      }
      assert.deepEqual(published, []);
      const chat = await getChat(idChat);
      assert.deepEqual([chat.status, chat.responsavel, chat.naoLidas], ['aberta', null, 1]);
      assert.ok(!(await listChats('?limit=100', vizinha)).items.some((c) => c.idInstituicao !== VIZINHA));
    });

    it('follows the letters: the atendente (chat CRU, no Conectar WhatsApp) reads, sends and assigns, but cannot delete or manage channels', async () => {
      const idChat = await contactWrites(newPhone(), 'Permissões');
      assert.equal((await inject(atendente, 'GET', `/api/chats/${idChat}`)).statusCode, 200);
      assert.equal(
        (await inject(atendente, 'PUT', `/api/chats/${idChat}/status`, { status: 'pendente' })).statusCode,
        200,
      );
      assert.equal((await inject(atendente, 'DELETE', `/api/chats/${idChat}`)).statusCode, 403);
      assert.equal((await inject(atendente, 'GET', '/api/canais')).statusCode, 403);
      const simulate = await inject(atendente, 'POST', `/api/canais/${canal.idCanal}/simulador/mensagens`, {
        telefone: newPhone(),
        nome: 'X',
        texto: 'Y',
      });
      assert.equal(simulate.statusCode, 403);
      assert.equal((await getChat(idChat)).status, 'pendente');
    });

    it('seeds one simulated channel per institution and Demonstração’s conversations, once', async () => {
      const { app } = getApp();
      const count = () =>
        app.db.query<{ canais: number; chats: number; mensagens: number }>(
          `select (select count(*)::int from canal where nome = 'WhatsApp (simulador)') as canais,
                  (select count(*)::int from chat) as chats, (select count(*)::int from mensagem) as mensagens`,
        );
      const before = await count();
      await seedChat(app.db);
      assert.deepEqual(await count(), before);
      assert.equal(before[0]?.canais, 2);
      const seeded = await listChats('?q=Vila%20Mariana');
      assert.equal(seeded.items[0]?.naoLidas, 2);
    });

    it('counts open conversations on the dashboard', async () => {
      const { app } = getApp();
      const [row] = await app.db.query<{ n: number }>(
        `select count(*)::int as n from chat where id_instituicao = $1 and status <> 'resolvida'`,
        [DEMO],
      );
      const response = await inject(gestor, 'GET', '/api/dashboard/resumo');
      assert.equal((response.json() as { data: { chatsAbertos: number | null } }).data.chatsAbertos, row?.n);
      const atendenteView = await inject(atendente, 'GET', '/api/dashboard/resumo');
      assert.equal(typeof (atendenteView.json() as { data: { chatsAbertos: unknown } }).data.chatsAbertos, 'number');
    });
  });
});
