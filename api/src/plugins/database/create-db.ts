import type { DatabaseConfig } from '../../config';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';

/**
 * The embedded database could not open its folder. server.ts prints the message alone and exits:
 * an operator reads what to do, not PGlite's "failed to initialize properly" or a WASM abort.
 */
export class DatabaseFolderError extends Error {}

/** Why, in words, from what PGlite or the file system threw. */
function describeCause(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EEXIST' || code === 'ENOTDIR') return 'o caminho é um arquivo, não uma pasta';
  if (code === 'EACCES' || code === 'EPERM') return 'sem permissão de leitura e escrita';
  if (code === 'EROFS') return 'o disco está somente para leitura';
  if (code === 'ENOSPC') return 'o disco está cheio';
  return 'os arquivos estão danificados ou não são de um banco do Colabora';
}

export function pgliteFolderMessage(dataDir: string, error: unknown): string {
  return [
    `Não foi possível abrir o banco de dados embutido na pasta ${dataDir}: ${describeCause(error)}.`,
    'O que fazer: confira se a pasta existe e se o usuário que roda a API pode ler e gravar nela;',
    'se os arquivos estiverem danificados, restaure a cópia de segurança dessa pasta com a API parada',
    '(README, "Operações") ou aponte PGLITE_DATA_DIR para uma pasta nova e vazia (começa um banco vazio).',
  ].join('\n');
}

/** Opens the configured engine: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite. */
export async function createDb(config: DatabaseConfig): Promise<Db> {
  if (config.engine === 'postgres') return createPgDb({ connectionString: config.url });
  try {
    return await createPgliteDb(config.dataDir);
  } catch (error) {
    throw new DatabaseFolderError(pgliteFolderMessage(config.dataDir, error), { cause: error });
  }
}
