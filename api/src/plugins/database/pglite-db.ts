import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable, SqlParam } from './db';

type PGliteQueryable = Pick<PGlite, 'query' | 'exec'>;

function wrap(target: PGliteQueryable): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** The embedded database can also hand over its files, so tests clone one migrated template. */
export type PgliteDb = Db & { dumpDataDir(): Promise<Blob> };

export type PgliteDbOptions = {
  /** A data folder dumped by `dumpDataDir` to start from (tests: a migrated, seeded template). */
  loadDataDir?: Blob;
};

/**
 * Embedded PostgreSQL (WASM). `dataDir` is a folder, created if missing, or `memory://` for a
 * database that lives only as long as the process (tests).
 */
export async function createPgliteDb(dataDir: string, options: PgliteDbOptions = {}): Promise<PgliteDb> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    // Same shape as the pg adapter: a calendar date is not an instant, keep it as text.
    parsers: { [types.DATE]: (value: string) => value },
    // Search without accents (migration 0024): loaded in every instance, a dumped template included.
    extensions: { unaccent, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return {
    engine: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
