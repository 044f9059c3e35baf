import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Chat, CursorPage, Mensagem } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES } from '../../seed/demo-data';
import { testEngines, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/login-as';
import type { FakeEvolution, StoredMessage } from '../canais/testing/fake-evolution-server';
import {
  startEvolutionChannelApp,
  type EvolutionChannelApp,
  type Published,
} from '../chat/testing/evolution-channel-app';

/*
 * Issue #26, "one person, one history" (ADR 0035): WhatsApp names a person by their phone JID or
 * by a LID; the fake Evolution API v2 posts each addressing as Baileys 7 writes the key
 * (`addressingMode`, `remoteJidAlt`), through the real webhook route.
 */

const ID_INSTITUICAO = DEMO_INSTITUICOES.demo.id;

for (const engine of testEngines()) {
  describe(`one person whatever address WhatsApp uses [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let instance: string;
    let idCanal: number;
    let published: Published[];
    let seq = 0;
    /** A fresh phone (E.164) and LID (digits) for each person of a test. */
    const pessoa = () => {
      seq += 1;
      return {
        telefone: `+55119${String(71000000 + seq * 7919).padStart(8, '0')}`,
        lid: String(184000000000000 + seq * 104729),
      };
    };
    const phoneJid = (telefone: string) => `${telefone.slice(1)}@s.whatsapp.net`;
    const lidJid = (lid: string) => `${lid}@lid`;
    let idSeq = 0;
    const newId = () => `3EB0LID${String(++idSeq).padStart(12, '0')}`;

    before(async () => {
      ctx = await startEvolutionChannelApp(engine, 'WhatsApp identidade', '+5511900002222');
      ({ testApp, fake, gestor, instance, idCanal, published } = ctx);
    });

    after(() => ctx.close());

    beforeEach(() => {
      published.length = 0;
    });

    function inject(method: 'GET' | 'POST', url: string, payload?: object) {
      return testApp.app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });
    }

    /** Posts MESSAGES_UPSERT with this key, as the gateway does; our API must answer 200. */
    async function upsert(key: Omit<StoredMessage['key'], 'id'> & { id?: string }, texto: string, nome = 'Pessoa') {
      const id = key.id ?? newId();
      assert.equal(await fake.upsertWith(instance, { ...key, id }, nome, texto), 200);
      return id;
    }

    /** Conversations on the channel whose messages include `idGateway`. */
    async function chatOfMessage(idGateway: string): Promise<number> {
      const [row] = await testApp.app.db.query<{ idChat: number }>(
        'select id_chat as "idChat" from mensagem where id_canal = $1 and id_gateway = $2',
        [idCanal, idGateway],
      );
      assert.ok(row, `mensagem ${idGateway} guardada`);
      return row.idChat;
    }

    async function contatosCom(telefone: string, lid: string) {
      return testApp.app.db.query<{ id: number; telefone: string | null }>(
        `select distinct c.id, c.telefone_e164 as telefone from contatos c
           left join contato_endereco e on e.id_contato = c.id
          where c.id_instituicao = $1 and (c.telefone_e164 = $2 or (e.tipo = 'lid' and e.valor = $3))`,
        [ID_INSTITUICAO, telefone, lid],
      );
    }

    async function history(idChat: number): Promise<Mensagem[]> {
      const response = await inject('GET', `/api/chats/${idChat}/mensagens`);
      assert.equal(response.statusCode, 200, response.body);
      return [...(response.json() as { data: CursorPage<Mensagem> }).data.items].reverse();
    }

    async function chat(idChat: number): Promise<Chat> {
      const response = await inject('GET', `/api/chats/${idChat}`);
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { data: Chat }).data;
    }

    /** Staff answer in the conversation; answers the `number` Evolution was asked to send to. */
    async function staffAnswers(idChat: number, texto: string): Promise<string | undefined> {
      const sent = await inject('POST', `/api/chats/${idChat}/mensagens`, { texto });
      assert.equal(sent.statusCode, 201, sent.body);
      return fake.instance(instance).sent.find((message) => message.text === texto)?.number;
    }

    it('phone first, then by LID alone: one contact, one conversation, answers to the phone', async () => {
      const { telefone, lid } = pessoa();
      // Baileys 7, phone addressing: the LID rides along in remoteJidAlt.
      const first = await upsert(
        { remoteJid: phoneJid(telefone), remoteJidAlt: lidJid(lid), addressingMode: 'pn', fromMe: false },
        'Oi, é a Rita',
        'Rita',
      );
      const second = await upsert({ remoteJid: lidJid(lid), addressingMode: 'lid', fromMe: false }, 'Pelo LID agora');
      const idChat = await chatOfMessage(first);
      assert.equal(await chatOfMessage(second), idChat);
      assert.deepEqual(await contatosCom(telefone, lid), [{ id: (await chat(idChat)).contato.idContato, telefone }]);
      assert.deepEqual(
        (await history(idChat)).map((m) => m.texto),
        ['Oi, é a Rita', 'Pelo LID agora'],
      );
      assert.equal(await staffAnswers(idChat, 'Olá, Rita!'), telefone.slice(1));
    });

    it('by LID alone first, then with the phone: kept, answered by LID, then one contact with the phone', async () => {
      const { telefone, lid } = pessoa();
      const first = await upsert({ remoteJid: lidJid(lid), addressingMode: 'lid', fromMe: false }, 'Sem número', 'Lia');
      const idChat = await chatOfMessage(first);
      const antes = await chat(idChat);
      assert.deepEqual([antes.contato.nome, antes.contato.telefone], ['Lia', null]);
      assert.equal(published.filter((p) => p.event === 'NewChatCreated').length, 1);
      // Outbound goes to the LID's JID, which Evolution's createJid passes through.
      assert.equal(await staffAnswers(idChat, 'Olá, Lia!'), lidJid(lid));

      const second = await upsert(
        { remoteJid: lidJid(lid), remoteJidAlt: phoneJid(telefone), addressingMode: 'lid', fromMe: false },
        'Agora com número',
      );
      assert.equal(await chatOfMessage(second), idChat);
      assert.equal((await chat(idChat)).contato.telefone, telefone);
      assert.equal((await contatosCom(telefone, lid)).length, 1);
      assert.equal(await staffAnswers(idChat, 'Anotei seu número.'), telefone.slice(1));
    });

    it('joins a LID-only contact into the phone’s contact when WhatsApp shows they are the same: one conversation', async () => {
      const { telefone, lid } = pessoa();
      // The phone's contact writes first, by phone, without the LID (an older Evolution, or a typed contact).
      const porTelefone = await upsert(
        { remoteJid: phoneJid(telefone), fromMe: false },
        'Primeira, pelo número',
        'Beto',
      );
      const porLid = await upsert({ remoteJid: lidJid(lid), addressingMode: 'lid', fromMe: false }, 'Depois, pelo LID');
      const chatTelefone = await chatOfMessage(porTelefone);
      const chatLid = await chatOfMessage(porLid);
      assert.notEqual(chatTelefone, chatLid, 'until WhatsApp tells, the LID is nobody we know');
      published.length = 0;

      const junta = await upsert(
        { remoteJid: lidJid(lid), remoteJidAlt: phoneJid(telefone), addressingMode: 'lid', fromMe: false },
        'Agora o WhatsApp disse os dois',
      );
      assert.equal(await chatOfMessage(junta), chatTelefone);
      assert.equal(await chatOfMessage(porLid), chatTelefone);
      const contatos = await contatosCom(telefone, lid);
      assert.equal(contatos.length, 1);
      assert.equal(contatos[0]?.telefone, telefone);
      const removida = await inject('GET', `/api/chats/${chatLid}`);
      assert.equal(removida.statusCode, 404);
      assert.deepEqual(
        published.filter((p) => p.event === 'ChatDeleted').map((p) => (p.arg as { IdChat: number }).IdChat),
        [chatLid],
      );
      const thread = await history(chatTelefone);
      assert.deepEqual(
        thread.map((m) => m.texto),
        ['Primeira, pelo número', 'Depois, pelo LID', 'Agora o WhatsApp disse os dois'],
      );
      // Where the LID's conversation joined: a separator before its first message.
      assert.deepEqual(
        thread[1]?.marcos?.map((m) => [m.tipo, m.lado]),
        [['mesclado', 'antes']],
      );
      const [audit] = await testApp.app.db.query<{ depois: { motivo: string } }>(
        `select depois from audit_log where entidade = 'contatos' and acao = 'mesclar' and id_entidade = $1`,
        [String(contatos[0]?.id)],
      );
      assert.equal(audit?.depois.motivo, 'mesmo_whatsapp');
    });

    it('learns a LID from our own message sent from the phone, and stores none of ours', async () => {
      const { telefone, lid } = pessoa();
      const daPessoa = await upsert({ remoteJid: phoneJid(telefone), fromMe: false }, 'Oi', 'Caio');
      const idChat = await chatOfMessage(daPessoa);
      // Staff answer from the phone itself: WhatsApp addresses the chat by LID, the phone beside it.
      const nossa = await upsert(
        { remoteJid: lidJid(lid), remoteJidAlt: phoneJid(telefone), addressingMode: 'lid', fromMe: true },
        'Resposta pelo celular',
      );
      const soLid = await upsert(
        { remoteJid: lidJid('999' + lid), addressingMode: 'lid', fromMe: true },
        'Nossa, LID só',
      );
      const stored = await testApp.app.db.query('select 1 from mensagem where id_gateway = any($1::text[])', [
        [nossa, soLid],
      ]);
      assert.equal(stored.length, 0);
      assert.equal((await contatosCom('+0', '999' + lid)).length, 0);
      const depois = await upsert({ remoteJid: lidJid(lid), addressingMode: 'lid', fromMe: false }, 'Pelo LID');
      assert.equal(await chatOfMessage(depois), idChat);
    });

    it('joins the two when our own message is the first to name both addresses', async () => {
      const { telefone, lid } = pessoa();
      const chatTelefone = await chatOfMessage(await upsert({ remoteJid: phoneJid(telefone), fromMe: false }, 'Oi'));
      const chatLid = await chatOfMessage(
        await upsert({ remoteJid: lidJid(lid), addressingMode: 'lid', fromMe: false }, 'Oi pelo LID'),
      );
      published.length = 0;
      await upsert(
        { remoteJid: lidJid(lid), remoteJidAlt: phoneJid(telefone), addressingMode: 'lid', fromMe: true },
        'Nossa resposta pelo celular',
      );
      assert.equal((await contatosCom(telefone, lid)).length, 1);
      assert.deepEqual(
        (await history(chatTelefone)).map((m) => m.texto),
        ['Oi', 'Oi pelo LID'],
      );
      assert.deepEqual(
        published.filter((p) => p.event === 'ChatDeleted').map((p) => (p.arg as { IdChat: number }).IdChat),
        [chatLid],
      );
    });

    it('never takes a group’s message for its participant’s conversation, nor learns from it', async () => {
      const { telefone, lid } = pessoa();
      const daPessoa = await upsert({ remoteJid: phoneJid(telefone), fromMe: false }, 'Oi', 'Dora');
      const idChat = await chatOfMessage(daPessoa);
      const grupo = await upsert(
        {
          remoteJid: '120363025246125486@g.us',
          participant: lidJid(lid),
          participantAlt: phoneJid(telefone),
          addressingMode: 'lid',
          fromMe: false,
        },
        'No grupo',
      );
      const stored = await testApp.app.db.query('select 1 from mensagem where id_gateway = $1', [grupo]);
      assert.equal(stored.length, 0);
      assert.equal((await contatosCom('+0', lid)).length, 0, 'a group’s participant teaches no LID');
      assert.equal((await history(idChat)).length, 1);
    });

    it('keeps one history when a resolved conversation is reopened, with a separator per service', async () => {
      const { telefone } = pessoa();
      const primeira = await upsert({ remoteJid: phoneJid(telefone), fromMe: false }, 'Primeiro atendimento', 'Ema');
      const idChat = await chatOfMessage(primeira);
      const resolve = await testApp.app.inject({
        method: 'PUT',
        url: `/api/chats/${idChat}/status`,
        headers: bearer(gestor),
        payload: { status: 'resolvida' },
      });
      assert.equal(resolve.statusCode, 200, resolve.body);
      const segunda = await upsert({ remoteJid: phoneJid(telefone), fromMe: false }, 'Voltei outro dia');
      assert.equal(await chatOfMessage(segunda), idChat, 'the same conversation row, reopened');
      assert.equal((await chat(idChat)).status, 'aberta');
      const [m1, m2] = await history(idChat);
      assert.deepEqual(
        [m1?.texto, m1?.marcos?.map((m) => [m.tipo, m.lado])],
        ['Primeiro atendimento', [['encerrado', 'depois']]],
      );
      assert.deepEqual(
        [m2?.texto, m2?.marcos?.map((m) => [m.tipo, m.lado])],
        ['Voltei outro dia', [['reaberto', 'antes']]],
      );
      // The reopening message reaches the open conversation with its separator already.
      const novas = published.filter((p) => p.event === 'NewMessage').map((p) => p.arg as Mensagem);
      assert.deepEqual(
        novas.at(-1)?.marcos?.map((m) => m.tipo),
        ['reaberto'],
      );
    });

    it('stays idempotent: the same LID-only message twice is one message of one contact', async () => {
      const { lid } = pessoa();
      const id = newId();
      await upsert({ id, remoteJid: lidJid(lid), addressingMode: 'lid', fromMe: false }, 'Duas vezes', 'Duda');
      await upsert({ id, remoteJid: lidJid(lid), addressingMode: 'lid', fromMe: false }, 'Duas vezes', 'Duda');
      const rows = await testApp.app.db.query('select 1 from mensagem where id_canal = $1 and id_gateway = $2', [
        idCanal,
        id,
      ]);
      assert.equal(rows.length, 1);
      assert.equal((await contatosCom('+0', lid)).length, 1);
    });
  });
}
