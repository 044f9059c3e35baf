import { cpus } from 'node:os';
import { createBenchServerDatabase } from './bench-database';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/plugins/database/db';

export type BenchApi = {
  app: FastifyInstance;
  db: Db;
  /** http://127.0.0.1:<port> */
  api: string;
  /** A bearer token of the demo gestor, signed in through /api/auth/login. */
  token: string;
  /** Closes the API and drops the database. */
  stop: () => Promise<void>;
};

/**
 * The API on a fresh PostgreSQL database, as the benchmarks run it: the database is created on
 * DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test), the API starts on it
 * (migrations and the demo seed run as on any start), listens on a free port, and the demo gestor
 * signs in. Prints the server's version and the machine's cores, so figures say where they came from.
 * @example const bench = await startBenchApi('funil'); try { … } finally { await bench.stop(); }
 */
export async function startBenchApi(name: string, env: Record<string, string> = {}): Promise<BenchApi> {
  const { buildApp } = await import('../../src/app');
  const { loadConfig } = await import('../../src/config');
  const { createPgDb } = await import('../../src/plugins/database/pg-db');
  const { DEMO_PASSWORD, DEMO_USERS } = await import('../../src/seed/demo-data');

  const server = await createBenchServerDatabase(name);
  console.log(`banco ${server.name} em ${server.host}; ${server.version}; ${cpus().length} núcleos`);
  const db = await createPgDb({ connectionString: server.url, max: 10 });
  const config = loadConfig({
    PGLITE_DATA_DIR: 'memory://',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, { db });
  const stop = async () => {
    await app.close();
    await server.dispose();
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('sem porta');
    const api = `http://127.0.0.1:${address.port}`;
    const login = await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ telefone: DEMO_USERS.gestor.telefone, senha: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    return { app, db, api, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
