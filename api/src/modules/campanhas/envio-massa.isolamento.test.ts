/**
 * Issue #22: one institution's bad campaign never stalls another's. A campaign whose stored audience
 * names a stage id beyond PostgreSQL's integer (written straight into the database, as an older
 * version or a hand edit could have) is due at the same time as a healthy campaign of another
 * institution: the healthy one starts on the first tick, the bad one becomes a draft that says why,
 * and an API process starts with that row present.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Campanha } from '@colabora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Db } from '../../plugins/database/db';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { openScratchDatabase, testConfig, testEngines } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { FALHA_SEM_DESTINATARIOS, relogioCampanhas } from './envio-massa.relogio';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;
const NOW = new Date('2026-11-23T10:00:00-03:00');
const BEFORE = new Date(NOW.getTime() - 60_000);
/** The app's clock: NOW when the suite starts, then moving as real time does (the runner waits on it). */
const startedAt = Date.now();
const clock = () => new Date(NOW.getTime() + (Date.now() - startedAt));
const TODOS_OS_DIAS = '{0,1,2,3,4,5,6}';

async function canalDe(db: Db, idInstituicao: number): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from canal where id_instituicao = $1 order by id limit 1', [
    idInstituicao,
  ]);
  assert.ok(row, 'a demonstração tem um canal por instituição');
  return row.id;
}

/** A campaign due a minute ago, inserted as is (no validation between the test and the row). */
async function campanhaAgendada(db: Db, idInstituicao: number, nome: string, audiencia: object): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into especialista_campanha (id_instituicao, nome, id_canal, variantes, audiencia, agendada_para,
       intervalo_ms, janela_inicio, janela_fim, dias, status)
     values ($1, $2, $3, array['Oi, {primeiroNome}!'], $4::jsonb, $5, 1000, '00:00', '23:59', $6::smallint[], 'agendada')
     returning id`,
    [idInstituicao, nome, await canalDe(db, idInstituicao), JSON.stringify(audiencia), BEFORE, TODOS_OS_DIAS],
  );
  return row!.id;
}

async function contatoComConsentimento(db: Db, idInstituicao: number, telefone: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into contatos (id_instituicao, nome, telefone, consentimento_marketing) values ($1, 'Rita Saudável', $2, true)
     returning id`,
    [idInstituicao, telefone],
  );
  return row!.id;
}

const audienciaDe = (idsContatos: number[], idsEtapas: number[] = []) => ({
  tags: [],
  idsEtapas,
  idsContatos,
  telefones: [],
  todos: false,
});

const estado = async (db: Db, id: number) => {
  const [row] = await db.query<{ status: string; falha: string | null }>(
    'select status, falha from especialista_campanha where id = $1',
    [id],
  );
  return row;
};

for (const engine of testEngines()) {
  describe(`the campaigns' clock isolates each campaign [${engine}]`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    let envenenada: number;
    let saudavel: number;

    before(async () => {
      const scratch = await openScratchDatabase(engine);
      dispose = scratch.dispose;
      const db = scratch.db;
      // A database an API process finds at start-up (migrated, the demo's data) with both campaigns due.
      envenenada = await campanhaAgendada(db, DEMO, 'Envenenada', audienciaDe([], [1_099_511_627_776]));
      saudavel = await campanhaAgendada(
        db,
        VIZINHA,
        'Saudável',
        audienciaDe([await contatoComConsentimento(db, VIZINHA, '21970001234')]),
      );
      // The real start-up: pg-boss on, and the clock's first tick before the app is ready.
      app = await buildApp(testConfig({ seedDemo: false }), {
        db,
        now: clock,
        jobs: { enabled: true },
        campanhas: { intervaloMinimoSegundos: 0.5 },
      });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await dispose();
    });

    it('starts with the bad row present, and the healthy campaign of the other institution starts on the first tick', async () => {
      assert.ok(app.boss, 'a fila de tarefas iniciou');
      const healthy = await estado(app.db, saudavel);
      assert.ok(['enviando', 'concluida'].includes(healthy?.status ?? ''), `saudável ficou ${healthy?.status}`);
      assert.equal(healthy?.falha, null);
    });

    it('turns the bad campaign into a draft that tells its gestor why, in pt-BR', async () => {
      assert.deepEqual(await estado(app.db, envenenada), {
        status: 'rascunho',
        falha: 'Falhou ao iniciar: um dado salvo está fora do permitido. Revise a campanha e inicie de novo.',
      });
      const gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
      const response = await app.inject({ url: `/api/campanhas/${envenenada}`, headers: gestor });
      assert.equal(response.statusCode, 200, response.body);
      const campanha = (response.json() as { data: Campanha }).data;
      assert.equal(campanha.status, 'rascunho');
      assert.match(campanha.falha ?? '', /^Falhou ao iniciar: /);
    });

    it('lets the gestor fix the audience and start it again, which clears the failure', async () => {
      const contato = await contatoComConsentimento(app.db, DEMO, '11970004321');
      await app.db.query('update especialista_campanha set audiencia = $2::jsonb, agendada_para = null where id = $1', [
        envenenada,
        JSON.stringify(audienciaDe([contato])),
      ]);
      const gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
      const response = await app.inject({
        method: 'POST',
        url: `/api/envio-massa/${envenenada}/iniciar`,
        headers: gestor,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(await estado(app.db, envenenada), { status: 'enviando', falha: null });
    });

    it('goes on past a failing campaign on a later tick, and says so when nobody can receive one', async () => {
      const ruim = await campanhaAgendada(app.db, DEMO, 'Ruim de novo', audienciaDe([], [2_147_483_648]));
      const vazia = await campanhaAgendada(app.db, DEMO, 'Sem ninguém', audienciaDe([]));
      const boa = await campanhaAgendada(
        app.db,
        VIZINHA,
        'Boa de novo',
        audienciaDe([await contatoComConsentimento(app.db, VIZINHA, '21970005678')]),
      );
      const queued: number[] = [];
      const failures = await relogioCampanhas({
        db: app.db,
        realtime: app.realtime,
        log: app.log,
        now: clock,
        agendar: async (id) => void queued.push(id),
      });
      assert.equal(failures, 1);
      assert.equal((await estado(app.db, ruim))?.status, 'rascunho');
      assert.deepEqual(await estado(app.db, vazia), { status: 'rascunho', falha: FALHA_SEM_DESTINATARIOS });
      assert.equal((await estado(app.db, boa))?.status, 'enviando');
      assert.ok(queued.includes(boa), 'a campanha saudável foi para a fila');
    });
  });
}
