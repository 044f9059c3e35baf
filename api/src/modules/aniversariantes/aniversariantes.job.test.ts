import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { ChannelRegistry } from '../canais/channel-registry';
import { DEMO_INSTITUICOES } from '../../seed/demo-data';
import { openScratchDatabase, testConfig, testEngines } from '../../test/build-test-app';
import { runFelicitacoesAutomaticas } from './aniversariantes.job';
import { FELICITACOES_QUEUE, jobsEnabledFromEnv } from './aniversariantes.jobs';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;
/** 10 June 2025 in São Paulo (UTC−3) at a given local time. */
const at = (hhmm: string) => new Date(`2025-06-10T${hhmm}:00-03:00`);

async function addContato(
  app: FastifyInstance,
  idInstituicao: number,
  nome: string,
  telefone: string,
  nascimento: string,
  consentimento: boolean,
) {
  const [row] = await app.db.query<{ id: number }>(
    `insert into contatos (id_instituicao, nome, telefone, data_nascimento, consentimento_marketing)
     values ($1, $2, $3, $4::date, $5) returning id`,
    [idInstituicao, nome, telefone, nascimento, consentimento],
  );
  return row?.id ?? 0;
}

const greetings = (app: FastifyInstance) =>
  app.db.query<{ idContato: number; texto: string; automatica: boolean; status: string | null; idInstituicao: number }>(
    `select f.id_contato as "idContato", f.texto, f.automatica, f.id_instituicao as "idInstituicao", m.status
       from felicitacao_enviada f left join mensagem m on m.id = f.id_mensagem order by f.id`,
  );

for (const engine of testEngines()) {
  describe(`the daily birthday greeting [${engine}]`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    const registry = new ChannelRegistry();
    const deps = () => ({ db: app.db, registry, realtime: app.realtime, log: app.log });
    const ids: Record<string, number> = {};

    before(async () => {
      const scratch = await openScratchDatabase(engine);
      dispose = scratch.dispose;
      app = await buildApp(testConfig(), { db: scratch.db, now: () => at('12:00') });
      await app.ready();
      ids.com = await addContato(app, DEMO, 'Carla Consentiu', '11960000001', '1990-06-10', true);
      ids.outra = await addContato(app, DEMO, 'Otávio Também', '11960000002', '1985-06-10', true);
      ids.sem = await addContato(app, DEMO, 'Silvia Sem', '11960000003', '1990-06-10', false);
      ids.amanha = await addContato(app, DEMO, 'Amanda Amanhã', '11960000004', '1990-06-11', true);
      ids.vizinha = await addContato(app, VIZINHA, 'Vítor Vizinho', '21960000005', '2000-06-10', true);
      // Seeded contacts whose birthday is today (the demo seed's) would join in: keep the test's only.
      await app.db.query(`update contatos set data_nascimento = null where id <> all($1::int[])`, [Object.values(ids)]);
      await app.db.query(
        `insert into felicitacao_config (id_instituicao, ativo, horario, modelo) values
           ($1, true, '09:00', 'Parabéns, {primeiroNome}, pelos {idade}!'), ($2, false, '09:00', 'Oi')`,
        [DEMO, VIZINHA],
      );
    });
    after(async () => {
      await app.close();
      await dispose();
    });

    it('sends nothing before the institution’s time of day', async () => {
      const result = await runFelicitacoesAutomaticas(deps(), at('08:59'));
      assert.deepEqual(result, { enviadas: 0, jaEnviadas: 0, falhas: 0, semCanal: 0 });
      assert.deepEqual(await greetings(app), []);
    });

    it('greets, once, each contact with consent whose birthday is today, even when two runs race', async () => {
      const [first, second] = await Promise.all([
        runFelicitacoesAutomaticas(deps(), at('09:05')),
        runFelicitacoesAutomaticas(deps(), at('09:05')),
      ]);
      assert.equal((first?.enviadas ?? 0) + (second?.enviadas ?? 0), 2);
      const rows = await greetings(app);
      assert.deepEqual(
        rows.map((row) => [row.idContato, row.texto, row.automatica, row.status]).sort(),
        [
          [ids.com, 'Parabéns, Carla, pelos 35!', true, 'enviada'],
          [ids.outra, 'Parabéns, Otávio, pelos 40!', true, 'enviada'],
        ].sort(),
      );
      // Each contact's phone got exactly one message.
      const [canal] = await app.db.query<{ id: number }>(
        `select id, provider, estado from canal where id_instituicao = $1 order by id limit 1`,
        [DEMO],
      );
      const sent = registry
        .simuladorFor({ idCanal: canal?.id ?? 0, provider: 'simulador', estado: 'conectado' })
        .listEnviadas()
        .map((m) => m.telefone)
        .sort();
      assert.deepEqual(sent, ['+5511960000001', '+5511960000002']);
    });

    it('greets nobody again later the same day, or after a restart', async () => {
      const result = await runFelicitacoesAutomaticas(deps(), at('18:00'));
      assert.deepEqual(result, { enviadas: 0, jaEnviadas: 0, falhas: 0, semCanal: 0 });
      assert.equal((await greetings(app)).length, 2);
    });

    it('skips an institution without a connected channel, and sends when it connects', async () => {
      await app.db.query(`update felicitacao_config set ativo = true where id_instituicao = $1`, [VIZINHA]);
      await app.db.query(`update canal set estado = 'desconectado' where id_instituicao = $1`, [VIZINHA]);
      const offline = await runFelicitacoesAutomaticas(deps(), at('10:00'));
      assert.equal(offline.semCanal, 1);
      await app.db.query(`update canal set estado = 'conectado' where id_instituicao = $1`, [VIZINHA]);
      const online = await runFelicitacoesAutomaticas(deps(), at('10:05'));
      assert.equal(online.enviadas, 1);
      assert.deepEqual(
        (await greetings(app)).filter((row) => row.idInstituicao === VIZINHA).map((row) => row.texto),
        ['Oi'],
      );
    });
  });
}

describe('JOBS_ENABLED', () => {
  it('is on when unset, and says which values it takes', () => {
    assert.equal(jobsEnabledFromEnv({}, true), true);
    assert.equal(jobsEnabledFromEnv({ JOBS_ENABLED: 'false' }, true), false);
    assert.equal(jobsEnabledFromEnv({ JOBS_ENABLED: '1' }, false), true);
    assert.throws(() => jobsEnabledFromEnv({ JOBS_ENABLED: 'talvez' }, true), /JOBS_ENABLED inválido/);
  });
});

for (const engine of testEngines()) {
  describe(`pg-boss runs the greeting job [${engine}]`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    const schema = `pgboss_${randomBytes(4).toString('hex')}`;

    before(async () => {
      const scratch = await openScratchDatabase(engine);
      dispose = scratch.dispose;
      app = await buildApp(testConfig(), { db: scratch.db, now: () => at('09:30'), jobs: { enabled: true, schema } });
      await app.ready();
    });
    after(async () => {
      // pg-boss's schema lives in the scratch database and goes with it.
      await app.close();
      await dispose();
    });

    it('starts with the app, schedules the daily run in São Paulo time, and a queued run greets', async () => {
      const boss = app.boss;
      assert.ok(boss, 'pg-boss não iniciou');
      const schedules = await boss.getSchedules();
      // The birthday greeting, and on the same boss the campaigns' clock (scheduled runs start, running
      // ones resume), the inbox's agenda clock (snoozes, scheduled messages; ADR 0038) and the reports'
      // measures (ADR 0039).
      assert.deepEqual(schedules.map((s) => [s.name, s.cron, s.options?.tz]).sort(), [
        [FELICITACOES_QUEUE, '*/5 * * * *', 'America/Sao_Paulo'],
        ['campanhas-relogio', '* * * * *', 'America/Sao_Paulo'],
        ['chat-agenda-relogio', '* * * * *', 'America/Sao_Paulo'],
        ['relatorios-medidas', '* * * * *', 'America/Sao_Paulo'],
      ]);
      const id = await addContato(app, DEMO, 'Fila Feliz', '11960000009', '1990-06-10', true);
      await app.db.query(`update contatos set data_nascimento = null where id <> $1`, [id]);
      await app.db.query(
        `insert into felicitacao_config (id_instituicao, ativo, horario, modelo) values ($1, true, '09:00', 'Oi, {nome}!')`,
        [DEMO],
      );
      await boss.send(FELICITACOES_QUEUE, {});
      const deadline = Date.now() + 20_000;
      let rows: { texto: string }[] = [];
      while (Date.now() < deadline && !rows.length) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        rows = await app.db.query<{ texto: string }>('select texto from felicitacao_enviada where id_contato = $1', [
          id,
        ]);
      }
      assert.deepEqual(rows, [{ texto: 'Oi, Fila Feliz!' }]);
    });
  });
}
