import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Chat, Fila } from '@colabora/shared/contracts';
import { DEMO_USERS } from '../../seed/demo-data';
import { testEngines, type TestApp } from '../../test/build-test-app';
import { bearer } from '../../test/login-as';
import type { FakeEvolution } from '../canais/testing/fake-evolution-server';
import { startEvolutionChannelApp, type EvolutionChannelApp } from '../chat/testing/evolution-channel-app';
import { escolha, SAUDACAO_MENSAGENS } from './saudacao.commands';

/*
 * The greeting menu (ADR 0034) end to end: a contact writes to a channel played by the fake
 * Evolution API v2 (the webhook reaches the API over HTTP), the menu goes out through Evolution's
 * sendText, and the answer routes the conversation, as staff then see it.
 */

const MENU = 'Olá! Digite 1 para Pedidos, 2 para Financeiro.';

describe('escolha: what counts as choosing a queue', () => {
  const opcoes = [
    { idFila: 10, nome: 'Pedidos', opcaoSaudacao: 1 },
    { idFila: 20, nome: 'Financeiro', opcaoSaudacao: 2 },
    { idFila: 30, nome: 'Atendimento Técnico', opcaoSaudacao: 3 },
  ];
  it('takes the digit alone, with spaces or a final dot, and the name without minding accents or case', () => {
    assert.equal(escolha('2', opcoes)?.idFila, 20);
    assert.equal(escolha(' 1. ', opcoes)?.idFila, 10);
    assert.equal(escolha('atendimento tecnico', opcoes)?.idFila, 30);
    assert.equal(escolha('FINANCEIRO!', opcoes)?.idFila, 20);
  });
  it('refuses a digit not offered, a number inside a sentence and anything else', () => {
    assert.equal(escolha('4', opcoes), null);
    assert.equal(escolha('quero a opção 2', opcoes), null);
    assert.equal(escolha('12', opcoes), null);
    assert.equal(escolha('oi', opcoes), null);
  });
});

for (const engine of testEngines()) {
  describe(`the greeting menu over Evolution [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let instance: string;
    let idCanal: number;
    const filas: Record<string, Fila> = {};
    let phoneSeq = 0;
    const newPhone = () => `+55119${String(71000000 + ++phoneSeq * 7919).padStart(8, '0')}`;

    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: bearer(gestor), ...(payload ? { payload } : {}) });

    /** What the gateway was asked to send to `telefone`, oldest first. */
    const sentTo = (telefone: string) =>
      fake
        .instance(instance)
        .sent.filter((sent) => sent.number === telefone.slice(1))
        .map((sent) => sent.text);

    /** Waits until `count` texts went to `telefone` (the greeting answers in the background). */
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
      assert.equal((await fake.contactWrites(instance, { telefone, nome: 'Contato da Saudação', texto })).status, 200);
      const [row] = await testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
        [idCanal, telefone],
      );
      assert.ok(row);
      return row.id;
    }

    const chat = async (idChat: number): Promise<Chat> =>
      ((await inject('GET', `/api/chats/${idChat}`)).json() as { data: Chat }).data;

    before(async () => {
      ctx = await startEvolutionChannelApp(engine, 'WhatsApp com menu', '+5511900003333');
      ({ testApp, fake, gestor, instance, idCanal } = ctx);
      const painel = (await inject('GET', '/api/filas')).json() as { data: { filas: Fila[] } };
      for (const fila of painel.data.filas) filas[fila.nome] = fila;
      const offer = async (nome: string, opcaoSaudacao: number | null) => {
        const fila = filas[nome];
        assert.ok(fila);
        const response = await inject('PUT', `/api/filas/${fila.idFila}`, {
          nome,
          cor: fila.cor,
          opcaoSaudacao,
          idsMembros: fila.membros.map((m) => m.idUsuario),
        });
        assert.equal(response.statusCode, 200, response.body);
      };
      await offer('Pedidos', 1);
      await offer('Financeiro', 2);
      const padrao = await inject('PUT', `/api/filas/canais/${idCanal}`, {
        idFilaPadrao: filas.Pedidos?.idFila,
        saudacao: true,
      });
      assert.equal(padrao.statusCode, 200, padrao.body);
    });

    after(() => ctx.close());

    it('sends the menu to a new contact and routes the answer "2" to Financeiro', async () => {
      const telefone = newPhone();
      const idChat = await writes(telefone, 'Boa tarde, queria a segunda via do boleto');
      assert.deepEqual(await untilSent(telefone, 1), [MENU]);
      const waiting = await chat(idChat);
      assert.equal(waiting.aguardandoSaudacao, true);
      assert.equal(waiting.fila, null);
      await writes(telefone, '2');
      assert.deepEqual(await untilSent(telefone, 2), [MENU, SAUDACAO_MENSAGENS.encaminhada('Financeiro')]);
      const routed = await chat(idChat);
      assert.equal(routed.fila?.nome, 'Financeiro');
      assert.equal(routed.aguardandoSaudacao, false);
      // The menu and the confirmation are automatic: nobody's first answer in the reports.
      const [fato] = await testApp.app.db.query('select 1 from conversa_evento where id_chat = $1 and tipo = $2', [
        idChat,
        'primeira_resposta',
      ]);
      assert.equal(fato, undefined);
    });

    it('asks again twice after invalid answers, then routes the third to the default queue', async () => {
      const telefone = newPhone();
      const idChat = await writes(telefone, 'Oi');
      await untilSent(telefone, 1);
      await writes(telefone, 'quero falar com alguém');
      await untilSent(telefone, 2);
      await writes(telefone, '7');
      await untilSent(telefone, 3);
      assert.equal((await chat(idChat)).aguardandoSaudacao, true);
      await writes(telefone, 'alô?');
      assert.deepEqual(await untilSent(telefone, 4), [
        MENU,
        SAUDACAO_MENSAGENS.repetir(MENU),
        SAUDACAO_MENSAGENS.repetir(MENU),
        SAUDACAO_MENSAGENS.padrao('Pedidos'),
      ]);
      assert.equal((await chat(idChat)).fila?.nome, 'Pedidos');
      // Routed: the next message is the staff's to answer, nothing more goes out.
      await writes(telefone, 'Obrigado');
      const response = await inject('GET', `/api/chats/${idChat}/mensagens`);
      assert.equal(response.statusCode, 200);
      assert.equal(sentTo(telefone).length, 4);
    });

    it('ends the greeting when staff take the conversation first: the answer is not read as a choice', async () => {
      const telefone = newPhone();
      const idChat = await writes(telefone, 'Olá');
      await untilSent(telefone, 1);
      const taken = await inject('PUT', `/api/chats/${idChat}/responsavel`, { idUsuario: DEMO_USERS.gestor.id });
      assert.equal(taken.statusCode, 200);
      assert.equal((taken.json() as { data: Chat }).data.aguardandoSaudacao, false);
      await writes(telefone, '1');
      // The greeting had nothing to do with it: the list learns the message and nothing goes out.
      const after = await chat(idChat);
      assert.equal(after.ultimaMensagem?.texto, '1');
      assert.equal(after.fila, null);
      assert.deepEqual(sentTo(telefone), [MENU]);
    });

    it('greets nobody on a channel with the greeting off: the default queue at once', async () => {
      const off = await inject('PUT', `/api/filas/canais/${idCanal}`, {
        idFilaPadrao: filas.Financeiro?.idFila,
        saudacao: false,
      });
      assert.equal(off.statusCode, 200, off.body);
      const idChat = await writes(newPhone(), 'Oi, boa noite');
      const created = await chat(idChat);
      assert.equal(created.aguardandoSaudacao, false);
      assert.equal(created.fila?.nome, 'Financeiro');
    });
  });
}
