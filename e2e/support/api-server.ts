import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * A second copy of the composed app (API + built front-end) that a test can stop and start, on
 * its own port and data folder. Used where a test needs the server to go away and come back.
 */
export class RestartableServer {
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'colabora-e2e-restart-'));

  constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'api/dist/server.js')], {
      cwd: join(ROOT, 'api'),
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        SERVE_APPS: 'true',
        APPS_ROOT: ROOT,
        PGLITE_DATA_DIR: join(this.dataDir, 'pglite'),
        SEED_DEMO: 'true',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        // The same key across restarts, so the signed-in session stays valid.
        JWT_SECRET: 'e2e-restart-secret-e2e-restart-secret-0123456789',
      },
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`o servidor de teste não respondeu em ${this.url}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
