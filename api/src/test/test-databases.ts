import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import type { Db } from '../plugins/database/db';
import { migrate } from '../plugins/database/migrate';
import { createPgDb } from '../plugins/database/pg-db';
import { createPgliteDb } from '../plugins/database/pglite-db';
import { seedDemo } from '../seed/seed-demo';

/*
 * Scratch databases for the API's tests: each test app gets a database nobody else sees, so test
 * files run in parallel (api/scripts/run-tests.mjs). Migrating and seeding a fresh database costs
 * seconds, so they start from a template that was migrated and seeded once per run:
 *   - PGlite: a data folder dumped to a file (TEST_PGLITE_TEMPLATE), loaded in well under a second;
 *     without it, the first scratch database of the process is dumped and the next ones load that.
 *   - PostgreSQL: `create database … template` (TEST_PG_TEMPLATE), a copy of files on the server.
 * Database names carry their creation second, so what a killed run left behind is dropped later.
 */

export type TestEngine = 'pglite' | 'postgres';

/** 'demo': migrated with the demo seed (what an app under test starts from); 'empty': nothing at all. */
export type ScratchKind = 'demo' | 'empty';

export type ScratchDatabase = {
  db: Db;
  /** Already migrated and seeded: the app need not seed it again. */
  seeded: boolean;
  dispose(): Promise<void>;
};

/** Prefixes of the databases tests create on the server; `dropStaleTestDatabases` sweeps them. */
export const SCRATCH_PREFIX = 'colabora_test_';
export const TEMPLATE_PREFIX = 'colabora_template_';

/** A name no other run or file will take, with its creation time (seconds) readable from it. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}${Math.floor(Date.now() / 1000)}_${randomBytes(5).toString('hex')}`;
}

/** The server's URL with another database in its path. */
export function databaseUrl(database: string, base = requiredTestDatabaseUrl()): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

function requiredTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL não definido');
  return url;
}

/** Runs `sql` on the server's maintenance connection (the database of TEST_DATABASE_URL). */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: requiredTestDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds `db` as every test app's starting point. */
export async function prepareDemoDatabase(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db);
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated, seeded PGlite files: the run's template file, or one dumped in this process. */
function pgliteDemoTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = process.env.TEST_PGLITE_TEMPLATE;
    if (file) return openAsBlob(file);
    const db = await createPgliteDb('memory://');
    await prepareDemoDatabase(db);
    const dump = await db.dumpDataDir();
    await db.close();
    return dump;
  })();
  return pgliteTemplate;
}

async function openPglite(kind: ScratchKind): Promise<ScratchDatabase> {
  if (kind === 'empty') return { db: await createPgliteDb('memory://'), seeded: false, dispose: async () => {} };
  const db = await createPgliteDb('memory://', { loadDataDir: await pgliteDemoTemplate() });
  return { db, seeded: true, dispose: async () => {} };
}

async function openPostgres(kind: ScratchKind): Promise<ScratchDatabase> {
  const name = uniqueDatabaseName(SCRATCH_PREFIX);
  const template = kind === 'demo' ? process.env.TEST_PG_TEMPLATE : undefined;
  // FILE_COPY: one copy of the template's files, much faster than WAL-logging every block (PG 15's default).
  await withAdmin((admin) =>
    admin.query(`create database ${name}${template ? ` template ${template} strategy = file_copy` : ''}`),
  );
  const db = await createPgDb({ connectionString: databaseUrl(name), max: 4 });
  // Without the run's template (one file run by hand), a 'demo' database is prepared here.
  if (kind === 'demo' && !template) await prepareDemoDatabase(db);
  let disposed = false;
  return {
    db,
    seeded: kind === 'demo',
    async dispose() {
      if (disposed) return;
      disposed = true;
      // The app closed its pool; `force` also ends a connection a crashed test left open.
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A database nobody else sees: an in-memory PGlite, or a database of its own on the PostgreSQL
 * server. 'demo' (the default) starts migrated with the demo seed; 'empty' has nothing (migration tests).
 * @example const { db, dispose } = await openScratchDatabase('postgres', 'empty');
 */
export function openScratchDatabase(engine: TestEngine, kind: ScratchKind = 'demo'): Promise<ScratchDatabase> {
  return engine === 'pglite' ? openPglite(kind) : openPostgres(kind);
}

/** Drops test databases older than `maxAgeSeconds` (left by runs that were killed). */
export async function dropStaleTestDatabases(maxAgeSeconds = 3 * 3600): Promise<string[]> {
  return withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname like $2`,
      [`${SCRATCH_PREFIX}%`, `${TEMPLATE_PREFIX}%`],
    );
    const oldest = Date.now() / 1000 - maxAgeSeconds;
    const stale = rows
      .map((row) => row.datname)
      .filter((name) => Number(/_(\d{10})_[0-9a-f]+$/.exec(name)?.[1] ?? Infinity) < oldest);
    for (const name of stale) await admin.query(`drop database if exists ${name} with (force)`);
    return stale;
  });
}
