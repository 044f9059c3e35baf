import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { API_ROOT } from '../../paths';
import { freePort } from '../../test/free-port';
import { createPgliteDb } from './pglite-db';

const scratch = mkdtempSync(join(tmpdir(), 'colabora-pglite-folder-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Starts the real server (src/server.ts) on the embedded database at `dataDir`; resolves when it exits. */
async function startServer(dataDir: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    JWT_SECRET: 'database-folder-test-secret-0123456789-abcdef',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env['DATABASE_URL'];
  delete env['REDIS_URL'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A server that started after all would run forever: stop it, and the assertions below say so.
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  return { code, stderr, stdout };
}

function assertStoppedWithGuidance(result: { code: number | null; stderr: string; stdout: string }, folder: string) {
  assert.equal(result.code, 1, `exit code; stderr:\n${result.stderr}`);
  assert.match(result.stderr, new RegExp(`Não foi possível abrir o banco de dados embutido na pasta ${folder}:`));
  assert.match(result.stderr, /O que fazer: confira se a pasta existe/);
  assert.match(result.stderr, /PGLITE_DATA_DIR para uma pasta nova e vazia/);
  // No stack trace and none of PGlite's own words.
  assert.doesNotMatch(result.stderr, /^\s+at /m);
  assert.doesNotMatch(result.stderr + result.stdout, /failed to initialize properly/);
}

describe('the API on an embedded database folder it cannot open', () => {
  it('a path that is a file stops with a pt-BR message naming it and what to do', async () => {
    const file = join(scratch, 'um-arquivo');
    writeFileSync(file, 'não é uma pasta');
    const result = await startServer(file);
    assertStoppedWithGuidance(result, file);
    assert.match(result.stderr, /o caminho é um arquivo, não uma pasta/);
  });

  it('a folder of foreign files stops the same way', async () => {
    const folder = join(scratch, 'outra-coisa');
    mkdirSync(folder);
    writeFileSync(join(folder, 'PG_VERSION'), 'lixo\n');
    const result = await startServer(folder);
    assertStoppedWithGuidance(result, folder);
    assert.match(result.stderr, /os arquivos estão danificados/);
  });

  it('a database whose control file was damaged stops the same way', async () => {
    const folder = join(scratch, 'danificado');
    const db = await createPgliteDb(folder);
    await db.query('select 1');
    await db.close();
    truncateSync(join(folder, 'global', 'pg_control'), 0);
    assertStoppedWithGuidance(await startServer(folder), folder);
  });
});
