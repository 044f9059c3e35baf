import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo-data';
import { freePort } from '../../../test/free-port';
import { FakeEvolution } from '../testing/fake-evolution-server';

/*
 * Issue #26, "nothing lost" (ADR 0036): a real API process on PostgreSQL receives a burst of a
 * real HTTP gateway's webhooks (the fake Evolution API, which outlives the API) and is killed with
 * SIGKILL while it is still applying them. After a restart every message the contacts sent is
 * stored exactly once: those whose webhook was stored by the intake are applied from there, and
 * those sent while no API answered are fetched by the reconciliation after the restart
 * (findMessages since the last message seen), marked as such and counted on the channel.
 */

const TOTAL = 240;
const ENQUANTO_FORA = 5;
const KEY = 'chave-da-entrada';
const enabled = Boolean(process.env.TEST_DATABASE_URL);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${what}`);
    await sleep(everyMs);
  }
}

describe(
  'webhooks of an API killed with SIGKILL while applying them',
  { skip: !enabled && 'precisa de TEST_DATABASE_URL (PostgreSQL)' },
  () => {
    let fake: FakeEvolution;
    let api: ChildProcess | null = null;
    let db: pg.Client;
    let adminUrl = '';
    let database = '';
    let base = '';
    let env: NodeJS.ProcessEnv = {};

    async function startApi(): Promise<void> {
      api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      api.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      const process_ = api;
      await until(
        'a API responder /readyz',
        async () => {
          if (process_.exitCode !== null) throw new Error(`a API saiu (${process_.exitCode}): ${stderr}`);
          return (await fetch(`${base}/readyz`)).ok;
        },
        60_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${stderr}`);
      });
    }

    async function killApi(): Promise<void> {
      const process_ = api;
      if (!process_) return;
      const exited = new Promise((resolve) => process_.once('exit', resolve));
      process_.kill('SIGKILL');
      await exited;
      api = null;
    }

    const count = async (sql: string, params: unknown[] = []) =>
      Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

    before(async () => {
      fake = await FakeEvolution.start(KEY);
      database = `entrada_${randomBytes(4).toString('hex')}`;
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      adminUrl = url.toString();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      url.pathname = `/${database}`;
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      env = {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url.toString(),
        SEED_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        JWT_SECRET: randomBytes(48).toString('base64url'),
        EVOLUTION_API_URL: fake.url,
        EVOLUTION_API_KEY: KEY,
        API_PUBLIC_URL: base,
        // A killed process's turn on its channels lapses after 2 s (15 s in production).
        ENTRADA_VEZ_SEGUNDOS: '2',
        JOBS_ENABLED: 'false',
        LOG_LEVEL: 'error',
        REDIS_URL: '',
      };
      db = new pg.Client({ connectionString: url.toString() });
    });

    after(async () => {
      await killApi();
      await fake.close();
      await db.end().catch(() => undefined);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    it(
      `stores each of ${TOTAL + ENQUANTO_FORA} messages exactly once across a kill and a restart`,
      { timeout: 180_000 },
      async () => {
        await startApi();
        await db.connect();
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ telefone: DEMO_USERS.gestor.telefone, senha: DEMO_PASSWORD }),
        });
        assert.equal(login.status, 200, await login.clone().text());
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        const created = await fetch(`${base}/api/canais`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ nome: 'WhatsApp da entrada', provider: 'evolution' }),
        });
        assert.equal(created.status, 201, await created.clone().text());
        const idCanal = ((await created.json()) as { data: { idCanal: number } }).data.idCanal;
        const instance = fake.instance().name;
        assert.equal(await fake.readQr(instance, '+5511955556666'), 200);
        await until(
          'o canal conectado',
          async () =>
            (await count(`select count(*) as n from canal where id = $1 and estado = 'conectado'`, [idCanal])) > 0,
          10_000,
        );
        const entradas = () =>
          count(`select count(*) as n from mensagem where id_canal = $1 and direcao = 'entrada'`, [idCanal]);

        // A burst from many contacts, 16 webhooks in flight at a time: each is answered once stored.
        const statuses: (number | null)[] = [];
        const writes = Array.from({ length: TOTAL }, (_, i) => i);
        const sending = (async () => {
          for (let i = 0; i < writes.length; i += 16) {
            const batch = writes.slice(i, i + 16).map(async (n) => {
              const telefone = `+55119${String(40000000 + (n % 60) * 7919).padStart(8, '0')}`;
              const answer = await fake
                .contactWrites(instance, { telefone, nome: `Contato ${n % 60}`, texto: `Mensagem ${n}` })
                .catch(() => ({ status: null }));
              statuses.push(answer.status);
            });
            await Promise.all(batch);
          }
        })();
        await sending;
        assert.ok(
          statuses.every((status) => status === 200),
          'cada webhook respondido 200 depois de gravado',
        );
        // Killed while still applying: some stored, others still waiting in the intake.
        await until('as primeiras mensagens aplicadas', async () => (await entradas()) >= 20, 30_000, 2);
        await killApi();
        const aplicadas = await entradas();
        const esperando = await count(`select count(*) as n from entrada_gateway where id_canal = $1`, [idCanal]);
        assert.ok(esperando > 0 && aplicadas < TOTAL, `morta no meio: ${aplicadas} aplicadas, ${esperando} à espera`);

        // While no API answers, contacts keep writing: the gateway stores them, nobody is told.
        for (let n = 0; n < ENQUANTO_FORA; n++)
          await fake.contactWrites(
            instance,
            { telefone: '+5511977778888', nome: 'Contato na queda', texto: `Durante a queda ${n}` },
            false,
          );

        await startApi();
        await until(
          'tudo aplicado após reiniciar',
          async () =>
            (await entradas()) >= TOTAL + ENQUANTO_FORA &&
            (await count(`select count(*) as n from entrada_gateway where id_canal = $1`, [idCanal])) === 0,
          60_000,
          100,
        );
        const rows = await db.query<{ texto: string; n: string }>(
          `select texto, count(*) as n from mensagem where id_canal = $1 and direcao = 'entrada' group by texto`,
          [idCanal],
        );
        const expected = [
          ...writes.map((n) => `Mensagem ${n}`),
          ...Array.from({ length: ENQUANTO_FORA }, (_, n) => `Durante a queda ${n}`),
        ].sort();
        assert.deepEqual(rows.rows.map((row) => row.texto).sort(), expected);
        assert.ok(
          rows.rows.every((row) => row.n === '1'),
          'nenhuma mensagem duas vezes',
        );
        // The messages sent while the API was down came by reconciliation, and staff are told how many.
        const recuperadas = await db.query<{ texto: string }>(
          `select texto from mensagem where id_canal = $1 and recuperada order by enviada_em, id`,
          [idCanal],
        );
        assert.deepEqual(
          recuperadas.rows.map((row) => row.texto),
          Array.from({ length: ENQUANTO_FORA }, (_, n) => `Durante a queda ${n}`),
        );
        const canal = await db.query<{ recuperadas: number }>('select recuperadas from canal where id = $1', [idCanal]);
        assert.equal(canal.rows[0]?.recuperadas, ENQUANTO_FORA);
        assert.equal(await count('select count(*) as n from entrada_gateway where falhou_em is not null'), 0);
      },
    );
  },
);
