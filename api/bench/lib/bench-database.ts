/**
 * The database a latency bench runs on: a fresh in-memory PGlite, or a fresh schema on
 * DATABASE_URL's server (dropped by `dispose`).
 *
 * On PostgreSQL the search's extensions (unaccent, pg_trgm: migration 0024) must live in `public`:
 * the immutable `busca_normalizada` names `public.unaccent`. A schema-scoped migration would
 * otherwise create them in the bench's own schema, and a server that never ran the API's tests
 * (a fresh machine) has them nowhere else.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function openBenchDatabase() {
  const { createPgliteDb } = await import('../../src/plugins/database/pglite-db');
  const { createPgDb } = await import('../../src/plugins/database/pg-db');
  const connectionString = process.env['DATABASE_URL']?.trim();
  if (!connectionString) {
    return { label: 'PGlite (memória)', db: await createPgliteDb('memory://'), dispose: async () => {} };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query('create extension if not exists unaccent schema public');
  await admin.query('create extension if not exists pg_trgm schema public');
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    label: `PostgreSQL (${new URL(connectionString).host}, esquema ${schema})`,
    db: await createPgDb({ connectionString, schema: `${schema},public` }),
    async dispose() {
      const cleanup = new pg.Client({ connectionString });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export type BenchServerDatabase = {
  name: string;
  /** The connection string of the new database. */
  url: string;
  /** The server's host:port and its version, for the figures' header. */
  host: string;
  version: string;
  /** Drops the database (BENCH_KEEP_DB=1: keeps it and prints where). */
  dispose(): Promise<void>;
};

/**
 * A fresh database `bench_<prefix>_<random>` on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), for the benches that load a whole institution's worth
 * of rows and run the API (or the queries) on it.
 */
export async function createBenchServerDatabase(prefix: string): Promise<BenchServerDatabase> {
  const baseUrl = process.env['DATABASE_URL']?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const [row] = (await admin.query<{ v: string }>('select version() as v')).rows;
  return {
    name,
    url: url.toString(),
    host: url.host,
    version: row?.v.split(',')[0] ?? '',
    async dispose() {
      if (process.env['BENCH_KEEP_DB'] === '1') console.log(`banco mantido: ${url.toString()}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
