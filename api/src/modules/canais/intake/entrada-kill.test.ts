import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo-data';
import { killableApi, until, type KillableApi } from '../../../test/killable-api';
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

describe(
  'webhooks of an API killed with SIGKILL while applying them',
  { skip: !enabled && 'precisa de TEST_DATABASE_URL (PostgreSQL)' },
  () => {
    let fake: FakeEvolution;
    let api: KillableApi;
    let db: pg.Client;

    const count = async (sql: string, params: unknown[] = []) =>
      Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

    before(async () => {
      fake = await FakeEvolution.start(KEY);
      api = await killableApi('entrada', () => ({
        EVOLUTION_API_URL: fake.url,
        EVOLUTION_API_KEY: KEY,
        // A killed process's turn on its channels lapses after 2 s (15 s in production).
        ENTRADA_VEZ_SEGUNDOS: '2',
        JOBS_ENABLED: 'false',
      }));
      db = new pg.Client({ connectionString: api.databaseUrl });
    });

    after(async () => {
      await db.end().catch(() => undefined);
      await api?.dispose();
      await fake.close();
    });

    it(
      `stores each of ${TOTAL + ENQUANTO_FORA} messages exactly once across a kill and a restart`,
      { timeout: 180_000 },
      async () => {
        await api.start();
        await db.connect();
        const login = await fetch(`${api.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ telefone: DEMO_USERS.gestor.telefone, senha: DEMO_PASSWORD }),
        });
        assert.equal(login.status, 200, await login.clone().text());
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        const created = await fetch(`${api.base}/api/canais`, {
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
        await api.kill();
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

        await api.start();
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
