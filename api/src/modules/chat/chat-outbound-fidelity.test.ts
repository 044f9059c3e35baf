import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { ChatHubEvents, CursorPage, Mensagem } from '@colabora/shared/contracts';
import { testEngines, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/login-as';
import type { FakeEvolution } from '../canais/testing/fake-evolution-server';
import { startEvolutionChannelApp, type EvolutionChannelApp, type Published } from './testing/evolution-channel-app';

/*
 * Issue #26, outbound (ADR 0027): staff answer a message quoting it, react to one, edit or delete
 * their own, and opening a conversation turns the contact's ticks blue — each reaching the fake
 * Evolution API v2 over HTTP exactly as the gateway takes it, and read back as staff see it.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

for (const engine of testEngines()) {
  describe(`staff's replies, reactions and read receipts on WhatsApp [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let instance: string;
    let idCanal: number;
    let published: Published[];
    let phoneSeq = 0;
    const newPhone = () => `+55119${String(70000000 + ++phoneSeq * 7919).padStart(8, '0')}`;
    const jidOf = (telefone: string) => `${telefone.slice(1)}@s.whatsapp.net`;

    before(async () => {
      ctx = await startEvolutionChannelApp(engine, 'WhatsApp de saída', '+5511900002222');
      ({ testApp, fake, gestor, instance, idCanal, published } = ctx);
    });

    after(() => ctx.close());

    beforeEach(() => {
      published.length = 0;
    });

    function inject(method: Method, url: string, payload?: object) {
      return testApp.app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });
    }

    /** A contact writes a plain text; answers its gateway id and conversation. */
    async function writes(telefone: string, texto: string) {
      const { id, status } = await fake.contactWrites(instance, { telefone, nome: 'Contato de Saída', texto });
      assert.equal(status, 200);
      const [row] = await testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
        [idCanal, telefone],
      );
      assert.ok(row, `conversa de ${telefone}`);
      return { id, idChat: row.id };
    }

    /** The conversation's messages as staff see them, oldest first. */
    async function history(idChat: number): Promise<Mensagem[]> {
      const response = await inject('GET', `/api/chats/${idChat}/mensagens`);
      assert.equal(response.statusCode, 200, response.body);
      return [...(response.json() as { data: CursorPage<Mensagem> }).data.items].reverse();
    }

    async function sends(idChat: number, body: { texto: string; idCitada?: number }) {
      const response = await inject('POST', `/api/chats/${idChat}/mensagens`, body);
      return { response, mensagem: (response.json() as { data?: Mensagem }).data };
    }

    const events = (name: keyof ChatHubEvents) => published.filter((p) => p.event === name).map((p) => p.arg);
    const lastSent = () => fake.instance(instance).sent.at(-1);

    describe('a quoted reply', () => {
      it('goes to Evolution sendText with `quoted` and shows the quote as an inbound one does', async () => {
        const telefone = newPhone();
        const { id, idChat } = await writes(telefone, 'Vocês entregam no bairro?');
        const [original] = await history(idChat);
        assert.ok(original);
        const { response, mensagem } = await sends(idChat, {
          texto: 'Entregamos, sim!',
          idCitada: original.idMensagem,
        });
        assert.equal(response.statusCode, 201, response.body);
        assert.deepEqual(lastSent()?.quoted, {
          key: { remoteJid: jidOf(telefone), fromMe: false, id },
          message: { conversation: 'Vocês entregam no bairro?' },
        });
        assert.equal(lastSent()?.text, 'Entregamos, sim!');
        const expected = { idMensagem: original.idMensagem, direcao: 'entrada', previa: 'Vocês entregam no bairro?' };
        assert.deepEqual(mensagem?.citada, expected);
        assert.deepEqual((await history(idChat)).at(-1)?.citada, expected);
        assert.deepEqual((events('NewMessage') as Mensagem[]).at(-1)?.citada, expected);
      });

      it('quotes staff’s own message as fromMe', async () => {
        const telefone = newPhone();
        const { idChat } = await writes(telefone, 'Oi');
        const first = await sends(idChat, { texto: 'O pedido sai às 14h.' });
        assert.ok(first.mensagem);
        const sentId = lastSent()?.id;
        const { response, mensagem } = await sends(idChat, {
          texto: 'Correção: às 15h.',
          idCitada: first.mensagem.idMensagem,
        });
        assert.equal(response.statusCode, 201, response.body);
        assert.deepEqual(lastSent()?.quoted?.key, { remoteJid: jidOf(telefone), fromMe: true, id: sentId });
        assert.equal(mensagem?.citada?.direcao, 'saida');
      });

      it('refuses a note, another conversation’s message or a failed send, sending nothing', async () => {
        const telefone = newPhone();
        const { idChat } = await writes(telefone, 'Olá');
        const nota = await inject('POST', `/api/chats/${idChat}/notas`, { texto: 'Cliente antigo' });
        const idNota = (nota.json() as { data: Mensagem }).data.idMensagem;
        const outra = await writes(newPhone(), 'Outra conversa');
        const [alheia] = await history(outra.idChat);
        fake.failNext(500);
        const falhou = await sends(idChat, { texto: 'não vai' });
        assert.equal(falhou.mensagem?.status, 'falhou');
        const before = fake.instance(instance).sent.length;
        for (const idCitada of [idNota, alheia?.idMensagem ?? 0, falhou.mensagem?.idMensagem ?? 0]) {
          const { response } = await sends(idChat, { texto: 'Resposta', idCitada });
          assert.equal(response.statusCode, 400, response.body);
          assert.equal((response.json() as { campo?: string }).campo, 'idCitada');
        }
        assert.equal(fake.instance(instance).sent.length, before);
      });

      it('fails with a pt-BR reason when Evolution refuses, and the retry quotes again', async () => {
        const telefone = newPhone();
        const { id, idChat } = await writes(telefone, 'Tem troco para 50?');
        const [original] = await history(idChat);
        fake.failNext(500);
        const { response, mensagem } = await sends(idChat, { texto: 'Temos!', idCitada: original?.idMensagem });
        assert.equal(response.statusCode, 201, response.body);
        assert.equal(mensagem?.status, 'falhou');
        assert.match((response.json() as { message: string }).message, /^Não foi possível enviar: O Evolution API/);
        const retry = await inject('POST', `/api/chats/${idChat}/mensagens/${mensagem?.idMensagem}/reenviar`);
        assert.equal(retry.statusCode, 200, retry.body);
        assert.equal((retry.json() as { data: Mensagem }).data.status, 'enviada');
        assert.equal(lastSent()?.quoted?.key.id, id);
      });
    });

    describe('a reaction', () => {
      const reacts = (idChat: number, idMensagem: number, emoji: string) =>
        inject('PUT', `/api/chats/${idChat}/mensagens/${idMensagem}/reacao`, { emoji });

      it('goes to Evolution sendReaction with the message’s key, shows like the contact’s, and is never a message', async () => {
        const telefone = newPhone();
        const { id, idChat } = await writes(telefone, 'Chegou o pedido!');
        const [original] = await history(idChat);
        assert.ok(original);
        const before = (await inject('GET', `/api/chats/${idChat}`)).json() as {
          data: { ultimaMensagemEm: string; naoLidas: number };
        };
        published.length = 0;

        const response = await reacts(idChat, original.idMensagem, '👍');
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(fake.instance(instance).reactions.at(-1), {
          key: { remoteJid: jidOf(telefone), fromMe: false, id },
          reaction: '👍',
        });
        const [mensagem] = await history(idChat);
        assert.deepEqual(
          mensagem?.reacoes?.map((r) => [r.emoji, r.de]),
          [['👍', 'equipe']],
        );
        assert.deepEqual(events('NewMessage'), []);
        assert.deepEqual(events('ConversaAtualizada'), []);
        assert.deepEqual(
          (events('MensagemAtualizada') as Mensagem[]).map((m) => m.reacoes?.[0]?.emoji),
          ['👍'],
        );
        const after = (await inject('GET', `/api/chats/${idChat}`)).json() as typeof before;
        assert.equal(after.data.ultimaMensagemEm, before.data.ultimaMensagemEm);
        assert.equal(after.data.naoLidas, before.data.naoLidas);
        assert.equal((await history(idChat)).length, 1);
      });

      it('replaces staff’s reaction, sends nothing for the same one, and an empty one removes it', async () => {
        const telefone = newPhone();
        const { idChat } = await writes(telefone, 'Obrigado!');
        const sent = await sends(idChat, { texto: 'Por nada!' });
        const idMensagem = sent.mensagem?.idMensagem ?? 0;
        const reactions = () => fake.instance(instance).reactions;
        assert.equal((await reacts(idChat, idMensagem, '❤️')).statusCode, 200);
        assert.equal(reactions().at(-1)?.key.fromMe, true);
        assert.equal((await reacts(idChat, idMensagem, '🙏')).statusCode, 200);
        const count = reactions().length;
        published.length = 0;
        assert.equal((await reacts(idChat, idMensagem, '🙏')).statusCode, 200);
        assert.equal(reactions().length, count, 'the same reaction again calls nobody');
        assert.deepEqual(events('MensagemAtualizada'), []);
        assert.deepEqual(
          (await history(idChat)).at(-1)?.reacoes?.map((r) => r.emoji),
          ['🙏'],
        );

        const removed = await reacts(idChat, idMensagem, '');
        assert.equal(removed.statusCode, 200, removed.body);
        assert.equal(reactions().at(-1)?.reaction, '');
        assert.equal((await history(idChat)).at(-1)?.reacoes, undefined);
      });

      it('keeps the contact’s reaction beside staff’s', async () => {
        const telefone = newPhone();
        const { id, idChat } = await writes(telefone, 'Até amanhã');
        await fake.contactActs(
          instance,
          { telefone, nome: 'Contato de Saída' },
          { tipo: 'reacao', alvo: id, emoji: '😂' },
        );
        const [original] = await history(idChat);
        await reacts(idChat, original?.idMensagem ?? 0, '👍');
        const [mensagem] = await history(idChat);
        assert.deepEqual(
          mensagem?.reacoes?.map((r) => [r.emoji, r.de]).sort(),
          [
            ['😂', 'contato'],
            ['👍', 'equipe'],
          ].sort(),
        );
      });

      it('says why in pt-BR when Evolution refuses, and stores nothing; a retry goes through', async () => {
        const telefone = newPhone();
        const { idChat } = await writes(telefone, 'Oi');
        const [original] = await history(idChat);
        fake.failNext(500);
        const refused = await reacts(idChat, original?.idMensagem ?? 0, '😮');
        assert.equal(refused.statusCode, 409, refused.body);
        assert.match(
          (refused.json() as { message: string }).message,
          /^Não foi possível reagir: O Evolution API falhou/,
        );
        assert.equal((await history(idChat))[0]?.reacoes, undefined);
        assert.equal((await reacts(idChat, original?.idMensagem ?? 0, '😮')).statusCode, 200);
        assert.deepEqual(
          (await history(idChat))[0]?.reacoes?.map((r) => r.emoji),
          ['😮'],
        );
      });

      it('refuses a note and an emoji outside the set', async () => {
        const { idChat } = await writes(newPhone(), 'Oi');
        const nota = await inject('POST', `/api/chats/${idChat}/notas`, { texto: 'Ligar depois' });
        const idNota = (nota.json() as { data: Mensagem }).data.idMensagem;
        assert.equal((await reacts(idChat, idNota, '👍')).statusCode, 400);
        const [original] = await history(idChat);
        assert.equal((await reacts(idChat, original?.idMensagem ?? 0, '🤡')).statusCode, 400);
      });
    });

    describe('read receipts', () => {
      const opens = (idChat: number) => inject('PUT', `/api/chats/${idChat}/lida`);
      const reads = () => fake.instance(instance).reads;
      const readIds = (telefone: string) =>
        reads()
          .flat()
          .filter((key) => key.remoteJid === jidOf(telefone))
          .map((key) => key.id);

      it('marks the contact’s messages read on WhatsApp when staff open the conversation, once each, never on arrival', async () => {
        const telefone = newPhone();
        const first = await writes(telefone, 'Bom dia');
        const second = await writes(telefone, 'Tem horário hoje?');
        assert.deepEqual(readIds(telefone), [], 'never on arrival');
        await inject('POST', `/api/chats/${first.idChat}/notas`, { texto: 'Cliente novo' });
        await sends(first.idChat, { texto: 'Temos às 15h.' });

        const opened = await opens(first.idChat);
        assert.equal(opened.statusCode, 200, opened.body);
        assert.deepEqual(reads().at(-1), [
          { remoteJid: jidOf(telefone), fromMe: false, id: first.id },
          { remoteJid: jidOf(telefone), fromMe: false, id: second.id },
        ]);
        // Opened again: nothing left to confirm, the gateway is not called.
        const calls = reads().length;
        assert.equal((await opens(first.idChat)).statusCode, 200);
        assert.equal(reads().length, calls);

        const third = await writes(telefone, 'Pode ser às 16h?');
        assert.equal(reads().length, calls, 'never on arrival');
        await opens(first.idChat);
        assert.deepEqual(readIds(telefone), [first.id, second.id, third.id]);
      });

      it('opens the conversation even when Evolution fails, and confirms on the next open', async () => {
        const telefone = newPhone();
        const { id, idChat } = await writes(telefone, 'Alguém aí?');
        fake.failNext(500);
        const opened = await opens(idChat);
        assert.equal(opened.statusCode, 200, opened.body);
        assert.equal((opened.json() as { data: { naoLidas: number } }).data.naoLidas, 0);
        assert.deepEqual(readIds(telefone), []);
        assert.equal((await opens(idChat)).statusCode, 200);
        assert.deepEqual(readIds(telefone), [id]);
      });

      it('waits while the channel is disconnected, and confirms once it is back', async () => {
        const telefone = newPhone();
        const { id, idChat } = await writes(telefone, 'Vocês fecham que horas?');
        assert.equal(await fake.dropConnection(instance), 200);
        try {
          assert.equal((await opens(idChat)).statusCode, 200);
          assert.deepEqual(readIds(telefone), []);
        } finally {
          assert.equal(await fake.readQr(instance, '+5511900002222'), 200);
        }
        await opens(idChat);
        assert.deepEqual(readIds(telefone), [id]);
      });
    });

    describe('edit and delete for everyone', () => {
      const edits = (idChat: number, idMensagem: number, texto: string) =>
        inject('PUT', `/api/chats/${idChat}/mensagens/${idMensagem}`, { texto });
      const deletes = (idChat: number, idMensagem: number) =>
        inject('DELETE', `/api/chats/${idChat}/mensagens/${idMensagem}`);

      it('edits staff’s text through Evolution updateMessage, shown as edited with the old text kept', async () => {
        const telefone = newPhone();
        const { idChat } = await writes(telefone, 'Qual o valor?');
        const { mensagem } = await sends(idChat, { texto: 'R$ 50,00' });
        const sentId = lastSent()?.id;
        published.length = 0;
        const edited = await edits(idChat, mensagem?.idMensagem ?? 0, 'R$ 45,00');
        assert.equal(edited.statusCode, 200, edited.body);
        assert.deepEqual(fake.instance(instance).edits.at(-1), {
          number: telefone.slice(1),
          key: { remoteJid: jidOf(telefone), fromMe: true, id: sentId },
          text: 'R$ 45,00',
        });
        const shown = (await history(idChat)).at(-1);
        assert.equal(shown?.texto, 'R$ 45,00');
        assert.ok(shown?.editadaEm);
        assert.deepEqual(
          shown?.edicoes?.map((e) => e.texto),
          ['R$ 50,00'],
        );
        assert.deepEqual(events('NewMessage'), []);
        assert.equal(events('MensagemAtualizada').length, 1);
        assert.equal(events('ConversaAtualizada').length, 1);
      });

      it('refuses an edit past WhatsApp’s 15 minutes, of a contact’s message or of a file, sending nothing', async () => {
        const telefone = newPhone();
        const { idChat } = await writes(telefone, 'Oi');
        const [contato] = await history(idChat);
        const { mensagem } = await sends(idChat, { texto: 'Olá!' });
        await testApp.app.db.query(`update mensagem set created_at = now() - interval '16 minutes' where id = $1`, [
          mensagem?.idMensagem ?? 0,
        ]);
        const before = fake.instance(instance).edits.length;
        const late = await edits(idChat, mensagem?.idMensagem ?? 0, 'Olá de novo!');
        assert.equal(late.statusCode, 400, late.body);
        assert.match((late.json() as { message: string }).message, /até 15 minutos/);
        assert.equal((await edits(idChat, contato?.idMensagem ?? 0, 'outra coisa')).statusCode, 400);
        assert.equal(fake.instance(instance).edits.length, before);
      });

      it('deletes staff’s message for everyone through Evolution, keeping what it said for staff', async () => {
        const telefone = newPhone();
        const { idChat } = await writes(telefone, 'Pode mandar o Pix?');
        const { mensagem } = await sends(idChat, { texto: 'Chave errada 123' });
        const sentId = lastSent()?.id;
        fake.failNext(500);
        const refused = await deletes(idChat, mensagem?.idMensagem ?? 0);
        assert.equal(refused.statusCode, 409, refused.body);
        assert.match((refused.json() as { message: string }).message, /^Não foi possível apagar para todos: /);
        assert.equal((await history(idChat)).at(-1)?.apagadaEm, undefined);

        const deleted = await deletes(idChat, mensagem?.idMensagem ?? 0);
        assert.equal(deleted.statusCode, 200, deleted.body);
        assert.deepEqual(fake.instance(instance).deletes.at(-1), {
          remoteJid: jidOf(telefone),
          fromMe: true,
          id: sentId,
        });
        const shown = (await history(idChat)).at(-1);
        assert.ok(shown?.apagadaEm);
        assert.equal(shown?.texto, 'Chave errada 123');
        // Gone for everyone: no reaction, reply or second delete.
        assert.equal((await deletes(idChat, mensagem?.idMensagem ?? 0)).statusCode, 400);
        const reacted = await inject('PUT', `/api/chats/${idChat}/mensagens/${mensagem?.idMensagem}/reacao`, {
          emoji: '👍',
        });
        assert.equal(reacted.statusCode, 400);
        const [contato] = await history(idChat);
        assert.equal((await deletes(idChat, contato?.idMensagem ?? 0)).statusCode, 400);
      });
    });
  });
}
