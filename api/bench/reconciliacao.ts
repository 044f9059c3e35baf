/**
 * Reconciliation of a long outage (issue #26, ADR 0036): a connected Evolution channel (the fake
 * Evolution API v2 over real HTTP) drops; while it is down BENCH_MISSED messages (5,000) arrive
 * from BENCH_CONTACTS contacts (200) and none is posted to us; the phone reads the QR again and the
 * API fetches them with chat/findMessages (pages of 100, newest first, as Evolution answers), stores
 * each once through the intake and publishes them. Prints the time from the reconnect's webhook to
 * the last message stored, the pages fetched, the rate, and the notice's count.
 *
 * The whole app runs in this process (buildApp with the demo seed) on in-memory PGlite, or on a
 * fresh schema of the PostgreSQL server in DATABASE_URL (dropped at the end). A figure, not a test
 * (exit 1 only when messages are missing or doubled).
 * Run: pnpm --filter @colabora/api bench:reconciliacao
 *      (env: BENCH_MISSED=5000, BENCH_CONTACTS=200, DATABASE_URL=postgres://…)
 */
import { cpus, loadavg } from 'node:os';
import { openBenchDatabase } from './lib/bench-database';

const MISSED = Number(process.env['BENCH_MISSED'] ?? 5000);
const CONTACTS = Number(process.env['BENCH_CONTACTS'] ?? 200);
const HARD_LIMIT_MS = 900_000;
const KEY = 'chave-do-bench';

const fmt = (ms: number) => ms.toFixed(0);

async function main(): Promise<void> {
  const hardStop = setTimeout(() => {
    console.error('benchmark took too long; stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { DEMO_PASSWORD, DEMO_USERS } = await import('../src/seed/demo-data');
  const { FakeEvolution } = await import('../src/modules/canais/testing/fake-evolution-server');
  const { entradaWorkerOf } = await import('../src/modules/canais/intake/entrada-intake');
  const { freePort } = await import('../src/test/free-port');

  const loadBefore = loadavg();
  const database = await openBenchDatabase();
  const fake = await FakeEvolution.start(KEY);
  const port = await freePort();
  const config = loadConfig({
    PGLITE_DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    EVOLUTION_API_URL: fake.url,
    EVOLUTION_API_KEY: KEY,
    API_PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const app = await buildApp(config, { db: database.db });
  try {
    await app.listen({ host: '127.0.0.1', port });
    const url = `http://127.0.0.1:${port}`;
    const worker = entradaWorkerOf(app);
    fake.afterDelivery = () => worker.idle();
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ telefone: DEMO_USERS.gestor.telefone, senha: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const created = await fetch(`${url}/api/canais`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Bench da reconciliação', provider: 'evolution' }),
    });
    if (created.status !== 201) throw new Error(`canal → ${created.status} ${await created.text()}`);
    const idCanal = ((await created.json()) as { data: { idCanal: number } }).data.idCanal;
    const instance = fake.instance().name;
    await fake.readQr(instance, '+5511955550000');
    await fake.contactWrites(instance, { telefone: '+5511944440000', nome: 'Antes', texto: 'Antes da queda' });
    await fake.dropConnection(instance, 428);

    // The outage: MISSED messages, a few per second of WhatsApp time, none posted to us.
    const start = Date.now() - MISSED * 50;
    for (let n = 0; n < MISSED; n++) {
      const contato = n % CONTACTS;
      await fake.contactWrites(
        instance,
        {
          telefone: `+55119${String(50000000 + contato * 7919).padStart(8, '0')}`,
          nome: `Contato ${contato}`,
          texto: `Perdida ${n}`,
          at: new Date(start + n * 50),
        },
        false,
      );
    }
    // It went down before the first of them.
    await app.db.query('update canal set desconectado_em = $2 where id = $1', [idCanal, new Date(start - 1000)]);
    const findsBefore = fake.requestsTo(`/chat/findMessages/${instance}`).length;

    const started = performance.now();
    await fake.readQr(instance, '+5511955550000');
    await worker.idle();
    const elapsed = performance.now() - started;

    const [stored] = await app.db.query<{ total: number; distintas: number; recuperadas: number }>(
      `select count(*)::int as total, count(distinct id_gateway)::int as distintas,
              count(*) filter (where recuperada)::int as recuperadas
         from mensagem where id_canal = $1 and direcao = 'entrada' and texto like 'Perdida %'`,
      [idCanal],
    );
    const [canal] = await app.db.query<{ recuperadas: number | null }>('select recuperadas from canal where id = $1', [
      idCanal,
    ]);
    const pages = fake.requestsTo(`/chat/findMessages/${instance}`).length - findsBefore;
    const loadAfter = loadavg();
    console.log(`banco: ${database.label}; ${MISSED} mensagens de ${CONTACTS} contatos durante a queda`);
    console.log(
      `reconciliação: ${fmt(elapsed)} ms do webhook de reconexão à última guardada; ${pages} páginas de findMessages; ` +
        `${stored?.total ?? 0} guardadas (${stored?.distintas ?? 0} distintas, ${stored?.recuperadas ?? 0} marcadas), ` +
        `${fmt(((stored?.total ?? 0) / elapsed) * 1000)} mensagens/s; aviso: ${canal?.recuperadas ?? 0} mensagens`,
    );
    console.log(
      `máquina: ${cpus().length} núcleos, carga média (1 min) ${loadBefore[0]?.toFixed(2)} antes → ${loadAfter[0]?.toFixed(2)} depois`,
    );
    clearTimeout(hardStop);
    process.exitCode = stored?.total === MISSED && stored.distintas === MISSED ? 0 : 1;
  } finally {
    await fake.close();
    await app.close();
    await database.dispose();
  }
}

await main()
  .then(() => process.exit())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
