import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openScratchDatabase, type TestEngine } from './test-databases';

export { openScratchDatabase, type TestEngine } from './test-databases';

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

/** The whole app, in-process (use `app.inject`), on a scratch database with the demo seed. */
export async function buildTestApp(
  options: { engine?: TestEngine; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const engine = options.engine ?? 'pglite';
  const scratch = await openScratchDatabase(engine);
  // A database cloned from the seeded template needs no second seed (it is idempotent, but costs time).
  const config = testConfig({ ...(scratch.seeded ? { seedDemo: false } : {}), ...options.config });
  // Every answer is checked against its route's declared response: the OpenAPI document stays true.
  const app = await buildApp(config, { db: scratch.db, checkResponses: true });
  await app.ready();
  return {
    app,
    config,
    engine,
    async close() {
      // The app closes the database it was given; the scratch database goes after.
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
