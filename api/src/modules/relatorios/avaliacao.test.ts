import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Chat, Fila } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { testEngines, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/login-as';
import type { FakeEvolution } from '../canais/testing/fake-evolution-server';
import { startEvolutionChannelApp, type EvolutionChannelApp } from '../chat/testing/evolution-channel-app';
import { AVALIACAO_MENSAGENS, notaDe } from './avaliacao.commands';

/*
 * The satisfaction survey (CSAT, ADR 0039) end to end over the fake Evolution API v2: staff resolve
 * a conversation of a queue that asks, the question goes out through Evolution's sendText once,
 * and the contact's answer is the grade (then a comment), or a normal message that reopens it.
 */

const PERGUNTA = AVALIACAO_MENSAGENS.pergunta;

describe('notaDe: what counts as a grade', () => {
  it('takes one digit from 1 to 5 alone, and nothing else', () => {
    assert.equal(notaDe('5'), 5);
    assert.equal(notaDe(' 3. '), 3);
    assert.equal(notaDe('1!'), 1);
    for (const texto of ['0', '6', '10', 'nota 5', '5 estrelas', 'ótimo']) assert.equal(notaDe(texto), null, texto);
  });
});

for (const engine of testEngines()) {
  describe(`the satisfaction survey over Evolution [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let instance: string;
    let idCanal: number;
    let phoneSeq = 0;
    const newPhone = () => `+55119${String(72000000 + ++phoneSeq * 7919).padStart(8, '0')}`;

    const inject = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });

    const sentTo = (telefone: string) =>
      fake
        .instance(instance)
        .sent.filter((sent) => sent.number === telefone.slice(1))
        .map((sent) => sent.text);

    /** Waits until `count` texts went to `telefone` (the thanks go out in the background). */
    async function untilSent(telefone: string, count: number): Promise<string[]> {
      const deadline = Date.now() + 10_000;
      while (sentTo(telefone).length < count) {
        if (Date.now() > deadline)
          assert.fail(`esperava ${count} envios para ${telefone}: ${sentTo(telefone).join(' | ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return sentTo(telefone);
    }

    async function writes(telefone: string, texto: string): Promise<number> {
      assert.equal((await fake.contactWrites(instance, { telefone, nome: 'Contato Avaliação', texto })).status, 200);
      const [row] = await testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
        [idCanal, telefone],
      );
      assert.ok(row);
      return row.id;
    }

    async function status(idChat: number, novo: 'resolvida' | 'aberta'): Promise<Chat> {
      const response = await inject('PUT', `/api/chats/${idChat}/status`, { status: novo });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { data: Chat }).data;
    }

    const chat = async (idChat: number): Promise<Chat> =>
      ((await inject('GET', `/api/chats/${idChat}`)).json() as { data: Chat }).data;

    const avaliacao = async (idChat: number) =>
      (
        await testApp.app.db.query<{ nota: number | null; comentario: string | null; idAtendente: number | null }>(
          'select nota, comentario, id_atendente as "idAtendente" from avaliacao where id_chat = $1',
          [idChat],
        )
      )[0];

    before(async () => {
      ctx = await startEvolutionChannelApp(engine, 'WhatsApp com avaliação', '+5511900004444');
      ({ testApp, fake, gestor, instance, idCanal } = ctx);
      const painel = (await inject('GET', '/api/filas')).json() as { data: { filas: Fila[] } };
      const suporte = painel.data.filas.find((fila) => fila.nome === 'Suporte');
      assert.ok(suporte);
      const asks = await inject('PUT', `/api/filas/${suporte.idFila}`, {
        nome: suporte.nome,
        cor: suporte.cor,
        opcaoSaudacao: null,
        idsMembros: suporte.membros.map((m) => m.idUsuario),
        avaliacao: true,
      });
      assert.equal(asks.statusCode, 200, asks.body);
      assert.equal((asks.json() as { data: Fila }).data.avaliacao, true);
      const padrao = await inject('PUT', `/api/filas/canais/${idCanal}`, {
        idFilaPadrao: suporte.idFila,
        saudacao: false,
      });
      assert.equal(padrao.statusCode, 200, padrao.body);
    });

    after(() => ctx.close());

    it('asks once when resolved, takes "5" as the grade without reopening, then the comment', async () => {
      const telefone = newPhone();
      const idChat = await writes(telefone, 'Meu pedido não chegou');
      const taken = await inject('PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: DEMO_USERS.gestor.id });
      assert.equal(taken.statusCode, 200, taken.body);
      await status(idChat, 'resolvida');
      assert.deepEqual(sentTo(telefone), [PERGUNTA]);

      await writes(telefone, '5');
      assert.deepEqual(await untilSent(telefone, 2), [PERGUNTA, AVALIACAO_MENSAGENS.obrigado]);
      assert.equal((await chat(idChat)).status, 'resolvida');
      assert.deepEqual(await avaliacao(idChat), { nota: 5, comentario: null, idAtendente: DEMO_USERS.gestor.id });

      await writes(telefone, 'Atendimento rápido, obrigado!');
      assert.equal((await chat(idChat)).status, 'resolvida');
      assert.equal((await avaliacao(idChat))?.comentario, 'Atendimento rápido, obrigado!');
      // No service was opened by the answers: one 'aberta', no 'reaberta'.
      const fatos = await testApp.app.db.query<{ tipo: string }>(
        `select tipo from conversa_evento where id_chat = $1 and tipo in ('aberta', 'reaberta')`,
        [idChat],
      );
      assert.deepEqual(
        fatos.map((f) => f.tipo),
        ['aberta'],
      );

      // Reopened and resolved again: never asked twice for one conversation.
      await status(idChat, 'aberta');
      await status(idChat, 'resolvida');
      assert.equal(sentTo(telefone).length, 2);
    });

    it('treats an answer that is not a grade as a normal message: it reopens, and a later "5" is no grade', async () => {
      const telefone = newPhone();
      const idChat = await writes(telefone, 'Oi, preciso de ajuda');
      // Nobody took it; the gestor answered: the grade would count for who answered.
      const reply = await testApp.app.inject({
        method: 'POST',
        url: `/api/chats/${idChat}/mensagens`,
        headers: bearer(gestor),
        payload: { texto: 'Olá! Como posso ajudar?' },
      });
      assert.equal(reply.statusCode, 201, reply.body);
      await status(idChat, 'resolvida');
      assert.equal(sentTo(telefone).at(-1), PERGUNTA);
      assert.equal((await avaliacao(idChat))?.idAtendente, DEMO_USERS.gestor.id);
      await writes(telefone, 'Na verdade ainda tenho uma dúvida');
      assert.equal((await chat(idChat)).status, 'aberta');
      await writes(telefone, '5');
      assert.equal((await chat(idChat)).status, 'aberta');
      assert.equal((await avaliacao(idChat))?.nota, null);
    });

    it('never asks a contact who opted out of messages', async () => {
      const telefone = newPhone();
      const idChat = await writes(telefone, 'Olá');
      await testApp.app.db.query(
        `update contatos set consentimento_marketing = false, consentimento_em = now(), consentimento_origem = 'chat'
          where telefone_e164 = $1`,
        [telefone],
      );
      await status(idChat, 'resolvida');
      assert.deepEqual(sentTo(telefone), []);
      assert.equal(await avaliacao(idChat), undefined);
    });
  });
}
