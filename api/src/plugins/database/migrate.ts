import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_ROOT } from '../../paths';
import type { Db } from './db';

export const MIGRATIONS_DIR = join(API_ROOT, 'migrations');

const FILE_PATTERN = /^(\d{4})_[a-z0-9_-]+\.sql$/;
/** Serialises migrators of several API processes sharing one server (any fixed 64-bit key). */
const LOCK_KEY = 4_272_019_001;

export type Migration = { version: number; name: string; sql: string; checksum: string };
export type MigrationResult = { applied: string[]; alreadyApplied: number };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => FILE_PATTERN.test(file)).sort();
  const migrations: Migration[] = [];
  for (const name of files) {
    const sql = await readFile(join(dir, name), 'utf8');
    const version = Number(FILE_PATTERN.exec(name)?.[1]);
    if (migrations.some((m) => m.version === version))
      throw new Error(`Duas migrações com a versão ${version}: ${name}`);
    migrations.push({ version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/**
 * Applies pending migrations in order, each in its own transaction together with its row in
 * schema_migrations, so a failed migration leaves no trace and the next start retries it.
 * An applied file whose content changed is an error: published migrations are immutable.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const migrations = await readMigrations(dir);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  });

  const applied: string[] = [];
  let alreadyApplied = 0;
  for (const migration of migrations) {
    const outcome = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const [existing] = await tx.query<{ checksum: string }>(
        'select checksum from schema_migrations where version = $1',
        [migration.version],
      );
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new Error(
            `A migração ${migration.name} já aplicada foi alterada. Crie uma nova migração em vez de editar esta.`,
          );
        }
        return 'skipped' as const;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return 'applied' as const;
    });
    if (outcome === 'applied') applied.push(migration.name);
    else alreadyApplied += 1;
  }
  return { applied, alreadyApplied };
}
