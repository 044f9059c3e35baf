import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type {
  Aniversariante,
  FelicitacaoConfig,
  FelicitacaoEnviada,
  SimuladorEnviada,
} from '@colabora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { openScratchDatabase, testConfig, testEngines } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { ANIVERSARIANTES_MESSAGES } from './aniversariantes.routes';

/** Friday 28 February 2025, 10:00 in São Paulo (not a leap year). */
const FIXED_NOW = new Date('2025-02-28T13:00:00Z');
const DEMO = DEMO_INSTITUICOES.demo.id;

type Body<T> = { success: boolean; message: string; data: T; campo?: string };

async function addContato(
  app: FastifyInstance,
  nome: string,
  telefone: string,
  dataNascimento: string | null,
  consentimento: boolean,
  idInstituicao: number = DEMO,
): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    `insert into contatos (id_instituicao, nome, telefone, data_nascimento, consentimento_marketing)
     values ($1, $2, $3, $4::date, $5) returning id`,
    [idInstituicao, nome, telefone, dataNascimento, consentimento],
  );
  return row?.id ?? 0;
}

for (const engine of testEngines()) {
  describe(`aniversariantes [${engine}]`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    let gestor: { authorization: string };
    let atendente: { authorization: string };
    const ids: Record<string, number> = {};

    before(async () => {
      const scratch = await openScratchDatabase(engine);
      dispose = scratch.dispose;
      app = await buildApp(testConfig(), { db: scratch.db, checkResponses: true, now: () => FIXED_NOW });
      await app.ready();
      gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
      atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
      ids.bissexto = await addContato(app, 'Beatriz Bissexta', '11970000001', '2000-02-29', true);
      ids.sabado = await addContato(app, 'Sérgio Sábado', '11970000002', '1990-03-01', false);
      ids.mes = await addContato(app, 'Mara Mês', '11970000003', '1980-02-10', true);
      ids.abril = await addContato(app, 'Abel Abril', '11970000004', '1975-04-15', true);
      ids.semConsentimento = await addContato(app, 'Nina Sem Consentimento', '11970000005', '1995-02-28', false);
      ids.vizinha = await addContato(
        app,
        'Vera Vizinha',
        '21970000006',
        '1999-02-28',
        true,
        DEMO_INSTITUICOES.vizinha.id,
      );
      await app.db.query('update usuario set data_nascimento = $2 where id = $1', [
        DEMO_USERS.atendente.id,
        '1992-02-28',
      ]);
    });
    after(async () => {
      await app.close();
      await dispose();
    });

    const list = async (query: string, auth = gestor) => {
      const response = await app.inject({ method: 'GET', url: `/api/aniversariantes?${query}`, headers: auth });
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as Body<Aniversariante[]>).data;
    };
    const mine = (rows: Aniversariante[]) => rows.filter((row) => Object.values(ids).includes(row.id));

    it("lists today's contacts: 29 February on the 28th in 2025, with the age they turn", async () => {
      const rows = mine(await list('periodo=hoje'));
      assert.deepEqual(
        rows.map((row) => [row.nome, row.aniversario, row.idade, row.consentimentoMarketing, row.telefone]),
        [
          ['Beatriz Bissexta', '2025-02-28', 25, true, '+5511970000001'],
          ['Nina Sem Consentimento', '2025-02-28', 30, false, '+5511970000005'],
        ],
      );
      assert.equal(rows[0]?.dataNascimento, '2000-02-29');
    });

    it('lists the week from Sunday to Saturday, the month and a chosen month, sorted by day', async () => {
      assert.deepEqual(
        mine(await list('periodo=semana')).map((row) => row.aniversario),
        ['2025-02-28', '2025-02-28', '2025-03-01'],
      );
      assert.deepEqual(
        mine(await list('periodo=mes')).map((row) => row.nome),
        ['Mara Mês', 'Beatriz Bissexta', 'Nina Sem Consentimento'],
      );
      assert.deepEqual(
        mine(await list('periodo=mes-escolhido&mes=4')).map((row) => [row.nome, row.idade]),
        [['Abel Abril', 50]],
      );
    });

    it('asks for the month when the period is a chosen month', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/aniversariantes?periodo=mes-escolhido',
        headers: gestor,
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        success: false,
        message: ANIVERSARIANTES_MESSAGES.mesObrigatorio,
        campo: 'mes',
      });
    });

    it('lists staff separately, and never another institution', async () => {
      const equipe = await list('periodo=hoje&quem=usuarios', atendente);
      assert.deepEqual(
        equipe.map((row) => [row.id, row.nome, row.idade]),
        [[DEMO_USERS.atendente.id, DEMO_USERS.atendente.nome, 33]],
      );
      assert.ok(!(await list('periodo=mes')).some((row) => row.id === ids.vizinha));
    });

    it('keeps the automatic greeting settings, defaults first; only U may change them', async () => {
      const get = await app.inject({ method: 'GET', url: '/api/aniversariantes/configuracao', headers: atendente });
      assert.deepEqual((get.json() as Body<FelicitacaoConfig>).data, {
        ativo: false,
        horario: '09:00',
        modelo: 'Feliz aniversário, {primeiroNome}! 🎉 Toda a equipe deseja um ótimo dia para você.',
      });
      const payload = { ativo: true, horario: '08:30', modelo: 'Parabéns, {primeiroNome}! {idade} anos!' };
      const denied = await app.inject({
        method: 'PUT',
        url: '/api/aniversariantes/configuracao',
        headers: atendente,
        payload,
      });
      assert.equal(denied.statusCode, 403);
      const bad = await app.inject({
        method: 'PUT',
        url: '/api/aniversariantes/configuracao',
        headers: gestor,
        payload: { ...payload, horario: '24:00' },
      });
      assert.equal(bad.statusCode, 400);
      assert.equal((bad.json() as Body<null>).campo, 'horario');
      const put = await app.inject({
        method: 'PUT',
        url: '/api/aniversariantes/configuracao',
        headers: gestor,
        payload,
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.equal(
        (put.json() as Body<FelicitacaoConfig>).message,
        'Felicitação automática ligada: enviada às 08:30 aos contatos com consentimento.',
      );
      const again = await app.inject({ method: 'GET', url: '/api/aniversariantes/configuracao', headers: gestor });
      assert.deepEqual((again.json() as Body<FelicitacaoConfig>).data, payload);
    });

    describe('greeting by hand', () => {
      let idCanal: number;
      beforeEach(async () => {
        const [canal] = await app.db.query<{ id: number }>(
          'select id from canal where id_instituicao = $1 order by id limit 1',
          [DEMO],
        );
        idCanal = canal?.id ?? 0;
      });
      const felicitar = (idContato: number, auth = gestor, payload: object = {}) =>
        app.inject({ method: 'POST', url: `/api/aniversariantes/${idContato}/felicitar`, headers: auth, payload });
      const enviadasPara = async (telefone: string) =>
        (
          (
            await app.inject({ method: 'GET', url: `/api/canais/${idCanal}/simulador/enviadas`, headers: gestor })
          ).json() as Body<SimuladorEnviada[]>
        ).data.filter((m) => m.telefone === telefone).length;

      it('refuses with a clear sentence when no WhatsApp channel is connected', async () => {
        await app.db.query(`update canal set estado = 'desconectado' where id = $1`, [idCanal]);
        const response = await felicitar(ids.bissexto ?? 0);
        await app.db.query(`update canal set estado = 'conectado' where id = $1`, [idCanal]);
        assert.equal(response.statusCode, 409);
        assert.equal((response.json() as Body<null>).message, ANIVERSARIANTES_MESSAGES.semCanal);
        assert.equal((await mine(await list('periodo=hoje')))[0]?.felicitadoEsteAno, false);
      });

      it('refuses a contact whose birthday is not today or who has no birth date, sending nothing', async () => {
        const semData = await addContato(app, 'Davi Sem Data', '11970000009', null, true);
        for (const [idContato, message, telefone] of [
          [ids.mes ?? 0, ANIVERSARIANTES_MESSAGES.naoEhHoje('Mara Mês'), '+5511970000003'],
          [ids.sabado ?? 0, ANIVERSARIANTES_MESSAGES.naoEhHoje('Sérgio Sábado'), '+5511970000002'],
          [semData, ANIVERSARIANTES_MESSAGES.semData('Davi Sem Data'), '+5511970000009'],
        ] as const) {
          const response = await felicitar(idContato, gestor, { confirmarSemConsentimento: true });
          assert.equal(response.statusCode, 400, response.body);
          assert.deepEqual(response.json(), { success: false, message });
          assert.equal(await enviadasPara(telefone), 0);
        }
        assert.match(ANIVERSARIANTES_MESSAGES.naoEhHoje('Mara Mês'), /^Hoje não é o aniversário de Mara Mês/);
      });

      it('asks for the confirmation the screen gives before greeting a contact without marketing consent', async () => {
        for (const payload of [{}, { confirmarSemConsentimento: false }]) {
          const response = await felicitar(ids.semConsentimento ?? 0, gestor, payload);
          assert.equal(response.statusCode, 400, response.body);
          assert.deepEqual(response.json(), {
            success: false,
            message: ANIVERSARIANTES_MESSAGES.semConsentimento('Nina Sem Consentimento'),
            campo: 'confirmarSemConsentimento',
          });
        }
        assert.equal(await enviadasPara('+5511970000005'), 0);
        assert.equal(
          mine(await list('periodo=hoje')).find((r) => r.id === ids.semConsentimento)?.felicitadoEsteAno,
          false,
        );
      });

      it('sends the template through the channel into the conversation, once a year', async () => {
        const response = await felicitar(ids.semConsentimento ?? 0, gestor, { confirmarSemConsentimento: true });
        assert.equal(response.statusCode, 201, response.body);
        const body = response.json() as Body<FelicitacaoEnviada>;
        assert.equal(body.message, 'Felicitação enviada para Nina Sem Consentimento.');
        assert.deepEqual(
          { ...body.data, enviadaEm: undefined },
          {
            idContato: ids.semConsentimento,
            nome: 'Nina Sem Consentimento',
            telefone: '+5511970000005',
            ano: 2025,
            texto: 'Parabéns, Nina! 30 anos!',
            automatica: false,
            enviadaEm: undefined,
          },
        );
        // The contact's phone received it…
        const enviadas = await app.inject({
          method: 'GET',
          url: `/api/canais/${idCanal}/simulador/enviadas`,
          headers: gestor,
        });
        const recebidas = (enviadas.json() as Body<SimuladorEnviada[]>).data.filter(
          (m) => m.telefone === '+5511970000005',
        );
        assert.deepEqual(
          recebidas.map((m) => m.texto),
          ['Parabéns, Nina! 30 anos!'],
        );
        // …and the conversation shows it.
        const chats = await app.inject({ method: 'GET', url: '/api/chats?q=Nina%20Sem', headers: gestor });
        const chat = (chats.json() as Body<{ items: { ultimaMensagem: { texto: string; status: string } | null }[] }>)
          .data.items[0];
        assert.equal(chat?.ultimaMensagem?.texto, 'Parabéns, Nina! 30 anos!');
        assert.equal(chat?.ultimaMensagem?.status, 'enviada');

        const second = await felicitar(ids.semConsentimento ?? 0, gestor, { confirmarSemConsentimento: true });
        assert.equal(second.statusCode, 409);
        assert.equal((second.json() as Body<null>).message, ANIVERSARIANTES_MESSAGES.jaFelicitado);
        const row = mine(await list('periodo=hoje')).find((r) => r.id === ids.semConsentimento);
        assert.equal(row?.felicitadoEsteAno, true);
      });

      it('lists what was sent in the year, and nothing of another year', async () => {
        const response = await app.inject({ method: 'GET', url: '/api/aniversariantes/enviadas', headers: atendente });
        const data = (response.json() as Body<FelicitacaoEnviada[]>).data;
        assert.deepEqual(
          data.map((e) => [e.nome, e.ano, e.automatica]),
          [['Nina Sem Consentimento', 2025, false]],
        );
        const other = await app.inject({
          method: 'GET',
          url: '/api/aniversariantes/enviadas?ano=2024',
          headers: atendente,
        });
        assert.deepEqual((other.json() as Body<FelicitacaoEnviada[]>).data, []);
      });

      it("needs the C letter, and another institution's contact is not found", async () => {
        assert.equal((await felicitar(ids.mes ?? 0, atendente)).statusCode, 403);
        const response = await felicitar(ids.vizinha ?? 0);
        assert.equal(response.statusCode, 404);
        assert.equal((response.json() as Body<null>).message, ANIVERSARIANTES_MESSAGES.contatoNotFound);
      });
    });
  });
}
