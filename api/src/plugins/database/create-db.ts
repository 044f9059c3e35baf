import type { DatabaseConfig } from '../../config';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';

/** Opens the configured engine: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite. */
export function createDb(config: DatabaseConfig): Promise<Db> {
  return config.engine === 'postgres' ? createPgDb({ connectionString: config.url }) : createPgliteDb(config.dataDir);
}
