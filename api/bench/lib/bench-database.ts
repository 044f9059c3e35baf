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
