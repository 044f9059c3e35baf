import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Chat, Fila, HorarioFila } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { testEngines, type TestApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { saoPauloParts } from '../../time/sao-paulo';
import type { FakeEvolution } from '../canais/testing/fake-evolution-server';
import { startEvolutionChannelApp, type EvolutionChannelApp } from '../chat/testing/evolution-channel-app';
import { atribuicaoAutomaticaTexto, distribuirFila } from './atribuicao-automatica';

/*
 * A queue's routing end to end (ADR 0037): contacts write to a channel played by the fake
 * Evolution API v2 whose default queue is "Roteamento"; its members are online when they have a
 * live hub connection (a presenca_conexao row, as the hub writes it: presenca.test.ts covers the
 * hub itself). Automatic assignment (round robin with capacity and presence, concurrency), the
 * business hours' away message, and the AI specialist as first responder handing off to the people.
 */

const DEMO = DEMO_INSTITUICOES.demo.id;
const GESTOR = DEMO_USERS.gestor.id;
const ATENDENTE = DEMO_USERS.atendente.id;

for (const engine of testEngines()) {
  describe(`a queue's routing [${engine}]`, () => {
    let ctx: EvolutionChannelApp;
    let testApp: TestApp;
    let fake: FakeEvolution;
    let gestor: string;
    let atendente: string;
    let instance: string;
    let idCanal: number;
    let fila: Fila;
    let phoneSeq = 0;
    const newPhone = () => `+55119${String(72000000 + ++phoneSeq * 7919).padStart(8, '0')}`;

    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = gestor) =>
      testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    const chat = async (idChat: number): Promise<Chat> =>
      ((await inject('GET', `/api/chats/${idChat}`)).json() as { data: Chat }).data;

    const sentTo = (telefone: string) =>
      fake
        .instance(instance)
        .sent.filter((sent) => sent.number === telefone.slice(1))
        .map((sent) => sent.text);

    /** Polls (the routing runs in the background after the webhook answered) until `check` holds. */
    async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const value = await read();
        if (check(value)) return value;
        if (Date.now() > deadline) assert.fail(`${what}: ${JSON.stringify(value)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    async function writes(telefone: string, texto: string): Promise<number> {
      assert.equal((await fake.contactWrites(instance, { telefone, nome: 'Contato Roteado', texto })).status, 200);
      const [row] = await testApp.app.db.query<{ id: number }>(
        `select c.id from chat c join contatos ct on ct.id = c.id_contato where c.id_canal = $1 and ct.telefone_e164 = $2`,
        [idCanal, telefone],
      );
      assert.ok(row);
      return row.id;
    }

    /** The responsável once the background routing assigned it (or null after it settled). */
    const assignedTo = (idChat: number) =>
      until(
        `conversa ${idChat} atribuída`,
        () => chat(idChat),
        (c) => c.responsavel !== null,
      ).then((c) => c.responsavel?.idUsuario);

    const online = (idUsuario: number) =>
      testApp.app.db.query(
        `insert into presenca_conexao (id_conexao, id_usuario, id_instituicao, processo)
         values ($1, $2, $3, 'teste') on conflict do nothing`,
        [`teste-${idUsuario}`, idUsuario, DEMO],
      );
    const offline = (idUsuario: number) =>
      testApp.app.db.query('delete from presenca_conexao where id_usuario = $1', [idUsuario]);

    const roteamento = (extra: Partial<Fila['roteamento']> = {}) =>
      inject('PUT', `/api/filas/${fila.idFila}/roteamento`, {
        atribuicaoAutomatica: true,
        capacidade: 1,
        horario: null,
        mensagemAusencia: null,
        idEspecialista: null,
        ...extra,
      });

    const resolve = async (idChat: number, token = gestor) =>
      assert.equal(
        (await inject('PUT', `/api/chats/${idChat}/status`, { status: 'resolvida' }, token)).statusCode,
        200,
      );

    /** Every open conversation of the queue resolved, so a test starts with free members. */
    const clearQueue = () =>
      testApp.app.db.query(`update chat set status = 'resolvida' where id_fila = $1`, [fila.idFila]);

    before(async () => {
      ctx = await startEvolutionChannelApp(engine, 'WhatsApp roteado', '+5511900004444');
      ({ testApp, fake, gestor, instance, idCanal } = ctx);
      atendente = (await loginAs(testApp.app, DEMO_USERS.atendente)).token;
      const created = await inject('POST', '/api/filas', {
        nome: 'Roteamento',
        cor: '#00838f',
        opcaoSaudacao: null,
        idsMembros: [GESTOR, ATENDENTE],
      });
      assert.equal(created.statusCode, 201, created.body);
      fila = (created.json() as { data: Fila }).data;
      assert.deepEqual(fila.roteamento, {
        atribuicaoAutomatica: false,
        capacidade: 5,
        horario: null,
        mensagemAusencia: null,
        idEspecialista: null,
      });
      const padrao = await inject('PUT', `/api/filas/canais/${idCanal}`, {
        idFilaPadrao: fila.idFila,
        saudacao: false,
      });
      assert.equal(padrao.statusCode, 200, padrao.body);
    });

    after(() => ctx.close());

    it('is off by default: a new conversation waits in the queue for whoever takes it', async () => {
      await online(GESTOR);
      const idChat = await writes(newPhone(), 'Oi, ninguém me atende?');
      // The routing ran (the message's events are out) and left it alone.
      await until(
        'mensagem roteada',
        () => chat(idChat),
        (c) => c.fila?.idFila === fila.idFila,
      );
      assert.equal((await chat(idChat)).responsavel, null);
      await clearQueue();
      await offline(GESTOR);
    });

    it('round robin among members online with room; the next waiting one goes to whoever frees a slot', async () => {
      await online(GESTOR);
      await online(ATENDENTE);
      assert.equal((await roteamento()).statusCode, 200);

      const primeira = await writes(newPhone(), 'Primeira conversa');
      const quemPrimeiro = await assignedTo(primeira);
      const segunda = await writes(newPhone(), 'Segunda conversa');
      const quemSegundo = await assignedTo(segunda);
      assert.deepEqual(new Set([quemPrimeiro, quemSegundo]), new Set([GESTOR, ATENDENTE]));

      // Both full (capacity 1): the third waits.
      const terceira = await writes(newPhone(), 'Terceira conversa');
      await until(
        'terceira na fila',
        () => chat(terceira),
        (c) => c.ultimaMensagem?.texto === 'Terceira conversa',
      );
      assert.equal((await chat(terceira)).responsavel, null);

      // Resolving frees a slot: the waiting one goes to that member, with a fact and a history line.
      await resolve(primeira);
      assert.equal(await assignedTo(terceira), quemPrimeiro);
      const [fato] = await testApp.app.db.query<{ idUsuario: number; idFila: number; texto: string }>(
        `select e.id_usuario as "idUsuario", e.id_fila as "idFila", m.texto from conversa_evento e
           join mensagem m on m.id = e.id_mensagem where e.id_chat = $1 and e.tipo = 'atribuida'`,
        [terceira],
      );
      const nome = quemPrimeiro === GESTOR ? DEMO_USERS.gestor.nome : DEMO_USERS.atendente.nome;
      assert.deepEqual(fato, {
        idUsuario: quemPrimeiro,
        idFila: fila.idFila,
        texto: atribuicaoAutomaticaTexto(nome, 'Roteamento'),
      });
      await clearQueue();
    });

    it('skips members ausente or offline, and assigns when one comes back', async () => {
      await online(GESTOR);
      await online(ATENDENTE);
      const ausente = await inject('PUT', '/api/presenca/minha', { ausente: true }, atendente);
      assert.equal(ausente.statusCode, 200, ausente.body);
      await offline(GESTOR);

      const idChat = await writes(newPhone(), 'Alguém aí?');
      await until(
        'mensagem na fila',
        () => chat(idChat),
        (c) => c.ultimaMensagem?.texto === 'Alguém aí?',
      );
      assert.equal((await chat(idChat)).responsavel, null);

      // The atendente is available again: the waiting conversation is theirs at once.
      const volta = await inject('PUT', '/api/presenca/minha', { ausente: false }, atendente);
      assert.equal(volta.statusCode, 200, volta.body);
      assert.equal((await chat(idChat)).responsavel?.idUsuario, ATENDENTE);
      await clearQueue();
      await offline(ATENDENTE);
    });

    it('two conversations at once never both take the last slot', async () => {
      await online(GESTOR);
      await offline(ATENDENTE);
      assert.equal((await roteamento({ atribuicaoAutomatica: false })).statusCode, 200);
      const ids: number[] = [];
      for (const texto of ['Concorrente A', 'Concorrente B', 'Concorrente C'])
        ids.push(await writes(newPhone(), texto));
      await testApp.app.db.query(`update fila set atribuicao_automatica = true where id = $1`, [fila.idFila]);
      const deps = { db: testApp.app.db, sink: { realtime: testApp.app.realtime, log: testApp.app.log } };
      const feitas = await Promise.all([1, 2, 3].map(() => distribuirFila(deps, DEMO, fila.idFila)));
      // The inbound chain may still be routing one of the three (its own distribution, after the
      // message was stored): whoever assigns, the one slot is taken once.
      assert.ok(feitas.flat().length <= 1, `${feitas.flat().length} atribuídas pelas chamadas concorrentes`);
      const [row] = await testApp.app.db.query<{ n: number }>(
        `select count(*)::int as n from chat where id_fila = $1 and id_responsavel = $2 and status <> 'resolvida'`,
        [fila.idFila, GESTOR],
      );
      assert.equal(row?.n, 1);
      await clearQueue();
      await offline(GESTOR);
    });

    it('outside hours: the away message once, the conversation marked, its wait counted from the opening', async () => {
      // Open only on a weekday that is not today in São Paulo (and today is a holiday besides).
      const hoje = saoPauloParts(new Date());
      const dia = (hoje.weekday + 2) % 7;
      const iso = `${hoje.day.year}-${String(hoje.day.month).padStart(2, '0')}-${String(hoje.day.day).padStart(2, '0')}`;
      const horario: HorarioFila = { intervalos: [{ dia, inicio: '08:00', fim: '18:00' }], feriados: [iso] };
      const aviso = 'Estamos fora do horário. Voltamos às 8h!';
      assert.equal(
        (await roteamento({ atribuicaoAutomatica: false, horario, mensagemAusencia: aviso })).statusCode,
        200,
      );

      const telefone = newPhone();
      const idChat = await writes(telefone, 'Boa noite');
      await until(
        'aviso enviado',
        async () => sentTo(telefone),
        (sent) => sent.length === 1,
      );
      assert.deepEqual(sentTo(telefone), [aviso]);
      const marcada = await chat(idChat);
      assert.ok(marcada.foraDoHorarioAte);
      const abre = new Date(marcada.foraDoHorarioAte);
      assert.equal(saoPauloParts(abre).weekday, dia);
      assert.equal(saoPauloParts(abre).hora, '08:00');
      const [abertura] = await testApp.app.db.query<{ contaDesde: Date }>(
        `select conta_desde as "contaDesde" from conversa_evento where id_chat = $1 and tipo = 'aberta'`,
        [idChat],
      );
      assert.equal(abertura?.contaDesde.toISOString(), abre.toISOString());

      // Writing again: nothing more goes out.
      await writes(telefone, 'Alô?');
      await until(
        'segunda mensagem roteada',
        () => chat(idChat),
        (c) => c.ultimaMensagem?.texto === 'Alô?',
      );
      const outra = await writes(newPhone(), 'marcador');
      await until(
        'marcador',
        () => chat(outra),
        (c) => c.foraDoHorarioAte != null,
      );
      assert.equal(sentTo(telefone).length, 1);

      // Someone answers: the mark goes.
      const resposta = await inject('POST', `/api/chats/${idChat}/mensagens`, { texto: 'Olá! Já estamos aqui.' });
      assert.equal(resposta.statusCode, 201, resposta.body);
      assert.equal((await chat(idChat)).foraDoHorarioAte, null);

      // The reports keep both waits (ADR 0039): the wall time, and 0 within hours, since the answer
      // came before the queue opened.
      const relatorio = await inject('GET', `/api/relatorios/atendimento?dias=7&fila=${fila.idFila}`);
      assert.equal(relatorio.statusCode, 200, relatorio.body);
      assert.ok(relatorio.json().data.resumo.primeiraRespostaEmHorario);
      const [medida] = await testApp.app.db.query<{ parede: number; emHorario: number }>(
        `select primeira_resposta_ms::float8 as parede, primeira_resposta_em_horario_ms::float8 as "emHorario"
           from atendimento_medida where id_chat = $1`,
        [idChat],
      );
      assert.ok(medida, 'o atendimento foi medido');
      assert.ok(medida.parede > 0);
      assert.equal(medida.emHorario, 0);
      await clearQueue();
    });

    it("an AI specialist answers the queue first; its hand-off goes to the queue's people", async () => {
      const [especialista] = await testApp.app.db.query<{ id: number }>(
        `update especialista set ativo = true where id_instituicao = $1 returning id`,
        [DEMO],
      );
      assert.ok(especialista);
      await online(GESTOR);
      assert.equal((await roteamento({ capacidade: 3, idEspecialista: especialista.id })).statusCode, 200);

      // No model is configured in the tests: the specialist takes it, then hands it off at once.
      const idChat = await writes(newPhone(), 'Quero falar sobre meu pedido');
      assert.equal(await assignedTo(idChat), GESTOR);
      const fatos = await testApp.app.db.query<{ tipo: string; idEspecialista: number | null }>(
        `select tipo, id_especialista as "idEspecialista" from conversa_evento where id_chat = $1 order by id`,
        [idChat],
      );
      assert.deepEqual(
        fatos.map((f) => f.tipo),
        ['aberta', 'ia_transferiu', 'atribuida'],
      );
      assert.equal((await chat(idChat)).especialista, null);
      await clearQueue();

      // A channel whose default specialist answers new contacts: it still goes first, before anyone
      // is assigned (ADR 0013's order), and its hand-off goes to the queue's people.
      assert.equal((await roteamento({ capacidade: 3, idEspecialista: null })).statusCode, 200);
      await testApp.app.db.query(
        'insert into especialista_canal (id_especialista, id_canal, id_instituicao) values ($1, $2, $3)',
        [especialista.id, idCanal, DEMO],
      );
      const doCanal = await writes(newPhone(), 'Oi, especialista do canal?');
      assert.equal(await assignedTo(doCanal), GESTOR);
      const ordem = await testApp.app.db.query<{ tipo: string }>(
        'select tipo from conversa_evento where id_chat = $1 order by id',
        [doCanal],
      );
      assert.deepEqual(
        ordem.map((f) => f.tipo),
        ['aberta', 'ia_transferiu', 'atribuida'],
      );
      await testApp.app.db.query('delete from especialista_canal where id_canal = $1', [idCanal]);
      await clearQueue();
      await offline(GESTOR);
    });
  });
}
