import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta')),
      );
    });
  });
}

/** Runs a command with its output on ours; rejects on a non-zero exit. */
export function runCommand(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} terminou com ${code ?? signal}`)),
    );
  });
}

/** A request the server logged: its path (query kept, secrets redacted) and when the line arrived. */
export type ServedRequest = { url: string; at: number };

export type RunningServer = {
  url: string;
  /** Every request that reached the server so far, in order (the API's "incoming request" log). */
  served: ServedRequest[];
  stop(): Promise<void>;
};

/**
 * The production build served as `pnpm start` serves it (the API with SERVE_APPS), on a free port
 * with a fresh embedded database seeded with the demo data, like e2e/serve-for-e2e.mjs.
 */
export async function startServer(root: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'colabora-perf-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'api/src/server.ts')], {
    cwd: join(root, 'api'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_APPS: 'true',
      APPS_ROOT: root,
      NODE_ENV: 'production',
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      // info: one JSON line per incoming request, so a second visit can tell what reached the server.
      LOG_LEVEL: 'info',
      JWT_SECRET: 'perf-secret-perf-secret-perf-secret-0123456789',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const served: ServedRequest[] = [];
  let pendingLine = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pendingLine + chunk.toString()).split('\n');
    pendingLine = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"incoming request"')) continue;
      try {
        const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
        if (url) served.push({ url, at: Date.now() });
      } catch {
        // not a log line of ours
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, served, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`o servidor não ficou pronto em ${url}\n${stderr}`);
}
