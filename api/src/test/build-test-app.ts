import { randomBytes } from 'node:crypto';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../plugins/database/db';
import { createPgDb } from '../plugins/database/pg-db';
import { createPgliteDb } from '../plugins/database/pglite-db';

export type TestEngine = 'pglite' | 'postgres';

export type TestApp = {
  app: FastifyInstance;
  config: AppConfig;
  engine: TestEngine;
  close(): Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * Engines the database suites run on: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set
 * (e.g. postgres://postgres@127.0.0.1:5432/test). TEST_DB_ENGINES=postgres (or pglite) narrows it.
 */
export function testEngines(): TestEngine[] {
  const engines: TestEngine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.TEST_DB_ENGINES?.split(',').map((engine) => engine.trim());
  return only?.length ? engines.filter((engine) => only.includes(engine)) : engines;
}

/** The configuration tests start from: in-memory database, demo seed, fixed secret, no logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    PGLITE_DATA_DIR: 'memory://',
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
  });
  return { ...base, ...overrides };
}

type ScratchDatabase = { db: Db; dispose(): Promise<void> };

/** A database nobody else sees: fresh in-memory PGlite, or a fresh schema on the PostgreSQL server. */
export async function openScratchDatabase(engine: TestEngine): Promise<ScratchDatabase> {
  if (engine === 'pglite') {
    const db = await createPgliteDb('memory://');
    return { db, dispose: async () => {} };
  }
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) throw new Error('TEST_DATABASE_URL não definido');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await createPgDb({ connectionString, schema, max: 4 });
  return {
    db,
    async dispose() {
      const cleanup = new pg.Client({ connectionString });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** The whole app, in-process (use `app.inject`), on a scratch database with the demo seed. */
export async function buildTestApp(
  options: { engine?: TestEngine; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const engine = options.engine ?? 'pglite';
  const config = testConfig(options.config);
  const scratch = await openScratchDatabase(engine);
  // Every answer is checked against its route's declared response: the OpenAPI document stays true.
  const app = await buildApp(config, { db: scratch.db, checkResponses: true });
  await app.ready();
  return {
    app,
    config,
    engine,
    async close() {
      // The app closes the database it was given; the scratch schema goes after.
      await app.close();
      await scratch.dispose();
    },
  };
}

/**
 * A describe block per engine, each with its own app built once for the block.
 * @example describeWithApp('login', (getApp) => { it('...', async () => { const { app } = getApp(); ... }) })
 */
export function describeWithApp(
  title: string,
  body: (getApp: () => TestApp) => void,
  options: { config?: Partial<AppConfig> } = {},
): void {
  for (const engine of testEngines()) {
    describe(`${title} [${engine}]`, () => {
      let testApp: TestApp | undefined;
      before(async () => {
        testApp = await buildTestApp({ engine, config: options.config });
      });
      after(async () => {
        await testApp?.close();
      });
      body(() => {
        if (!testApp) throw new Error('app de teste ainda não construído');
        return testApp;
      });
    });
  }
}
