import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './free-port';

/*
 * A real API process (src/server.ts through tsx) on a fresh PostgreSQL database of its own, for
 * the tests that kill it with SIGKILL mid-work and start it again (the mass send's reliability,
 * ADR 0036's durable intake): what a crash does is only seen in a process that really dies.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `probe` every `everyMs` until it gives a value (a failure counts as not yet), or fails after `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${what}`);
    await sleep(everyMs);
  }
}

export type KillableApi = {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The process's own database (the test reads it directly to count rows). */
  databaseUrl: string;
  /** Starts the process and waits until /readyz answers (its stderr is in the error if it exits). */
  start(): Promise<void>;
  /** SIGKILL, and waits for the exit. */
  kill(): Promise<void>;
  /** Kills the process if it runs and drops the database. */
  dispose(): Promise<void>;
};

/**
 * Creates `<prefix>_<random>` on TEST_DATABASE_URL's server and returns a process to start on it
 * with the demo seed, no Redis and errors only in the log; `env` adds or overrides variables
 * (the gateway's address, shorter recovery times).
 */
export async function killableApi(prefix: string, env: (base: string) => NodeJS.ProcessEnv): Promise<KillableApi> {
  const database = `${prefix}_${randomBytes(4).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const processEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    API_PUBLIC_URL: base,
    LOG_LEVEL: 'error',
    REDIS_URL: '',
    ...env(base),
  };
  let api: ChildProcess | null = null;

  const kill = async () => {
    const running = api;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    api = null;
  };

  return {
    base,
    databaseUrl: url.toString(),
    async start() {
      const running = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        env: processEnv,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      api = running;
      let stderr = '';
      running.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      await until(
        'a API responder /readyz',
        async () => {
          if (running.exitCode !== null) throw new Error(`a API saiu (${running.exitCode}): ${stderr}`);
          return (await fetch(`${base}/readyz`)).ok;
        },
        60_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${stderr}`);
      });
    },
    kill,
    async dispose() {
      await kill();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}
