import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeFile, previousReleasePath, REPO, renderAppSite, renderGateway, type NginxSite } from './render-nginx';

/**
 * docker-compose.yml as processes on this machine (issue #30): the gateway and one nginx per app,
 * each from the repository's own nginx files (render-nginx.ts), two API processes from the compiled
 * build on one fresh PostgreSQL database and one Redis. Ports come from one base (DEPLOY_PORT).
 */

export const APPS = [
  { service: 'host', dir: 'host' },
  { service: 'remote-pedidos', dir: 'remote-pedidos' },
  { service: 'remote-chat', dir: 'remote-chat' },
  { service: 'remote-admin', dir: 'remote-admin' },
  { service: 'remote-marketing', dir: 'remote-marketing' },
] as const;
export type AppService = (typeof APPS)[number]['service'];

const PG = { host: '127.0.0.1', port: 5432 };
const JWT_SECRET = 'deploy-run-secret-deploy-run-secret-0123456789';

function needBuilt() {
  const missing = [
    'api/dist/server.js',
    ...APPS.map((app) => `${app.dir}/dist/${app.service === 'host' ? 'index.html' : 'mf-manifest.json'}`),
  ].filter((file) => !existsSync(join(REPO, file)));
  if (missing.length) throw new Error(`rode \`pnpm build\` antes: faltam ${missing.join(', ')}`);
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: não respondeu em ${timeoutMs / 1000} s`);
}

/** The first role of the machine's PostgreSQL that connects (trust on loopback), as .ci/run does. */
function postgresRole(): string {
  const fromEnv = process.env['TEST_DATABASE_URL'];
  if (fromEnv) return new URL(fromEnv).username || 'postgres';
  for (const role of ['postgres', 'root']) {
    try {
      execFileSync('psql', ['-h', PG.host, '-p', String(PG.port), '-U', role, '-d', 'postgres', '-XAtqc', 'select 1']);
      return role;
    } catch {
      // next role
    }
  }
  throw new Error('nenhum papel conecta ao PostgreSQL em 127.0.0.1:5432');
}

/** SIGTERM, and SIGKILL after 15 s: a test run never leaves a process behind. */
async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export class ApiProcess {
  child: ChildProcess | null = null;
  private log = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** More of what compose's `environment` gives (e.g. the WhatsApp gateway), before start(). */
  configure(extra: Record<string, string>): void {
    Object.assign(this.env, extra);
  }

  get databaseUrl(): string {
    return this.env['DATABASE_URL'] ?? '';
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', join(REPO, 'api/dist/server.js')], {
      cwd: join(REPO, 'api'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
    });
    this.child = child;
    const keep = (chunk: Buffer) => (this.log = (this.log + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    await waitFor(`API ${this.name}`, async () => {
      if (child.exitCode !== null) throw new Error(`API ${this.name} saiu (${child.exitCode}):\n${this.log}`);
      return (await fetch(`${this.url}/readyz`)).ok;
    });
  }

  /** SIGKILL: no shutdown hook runs, sockets drop as when a container is killed. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await stopChild(this.child);
  }

  output(): string {
    return this.log;
  }
}

class NginxProcess {
  private child: ChildProcess | null = null;

  constructor(
    readonly site: NginxSite,
    private readonly conf: string,
  ) {}

  async start(): Promise<void> {
    const { prefix, port, service } = this.site;
    const args = ['-p', prefix, '-c', this.conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'];
    execFileSync('/usr/sbin/nginx', [...args, '-t'], { stdio: 'pipe' });
    this.child = spawn('/usr/sbin/nginx', args, { stdio: 'ignore' });
    await waitFor(`nginx ${service}`, async () => {
      await fetch(`http://127.0.0.1:${port}/`);
      return true;
    });
  }

  /** `nginx -s reload`: what a container restart does for a changed config or template. */
  reload(): void {
    const { prefix } = this.site;
    execFileSync('/usr/sbin/nginx', ['-p', prefix, '-c', this.conf, '-e', join(prefix, 'error.log'), '-s', 'reload']);
  }

  /** SIGTERM (fast shutdown): a graceful SIGQUIT would wait for every open WebSocket. */
  async stop(): Promise<void> {
    await stopChild(this.child);
  }

  errors(): string {
    const file = join(this.site.prefix, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }
}

export class Topology {
  readonly folder = mkdtempSync(join(tmpdir(), 'colabora-deploy-'));
  readonly database = `colabora_deploy_${process.pid}`;
  readonly apiA: ApiProcess;
  readonly apiB: ApiProcess;
  readonly sites = new Map<AppService | 'gateway', NginxProcess>();
  private readonly role = postgresRole();

  constructor(readonly basePort: number) {
    const compose = composeFile().services['api']?.environment ?? {};
    const env: Record<string, string> = {
      ...Object.fromEntries(Object.entries(compose).map(([key, value]) => [key, String(value)])),
      // What compose gives from the operator's shell or its own network:
      DATABASE_URL: `postgres://${this.role}@${PG.host}:${PG.port}/${this.database}`,
      REDIS_URL: process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
      JWT_SECRET,
      SEED_DEMO: 'true',
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: this.gatewayUrl,
      LOG_LEVEL: 'warn',
    };
    delete env['PORT'];
    this.apiA = new ApiProcess('A', basePort + 11, env);
    this.apiB = new ApiProcess('B', basePort + 12, env);
  }

  get gatewayUrl(): string {
    return `http://127.0.0.1:${this.basePort}`;
  }

  appPort(service: AppService): number {
    return this.basePort + 1 + APPS.findIndex((app) => app.service === service);
  }

  site(service: AppService | 'gateway'): NginxProcess {
    const site = this.sites.get(service);
    if (!site) throw new Error(`${service} não está no ar`);
    return site;
  }

  /** The folder that plays the app container's /usr/share/nginx/html (a symlink to a dist). */
  htmlRoot(service: AppService): string {
    return join(this.folder, service, 'root/usr/share/nginx/html');
  }

  /** The folder that plays where a remote's image keeps the previous release (its Dockerfile says where). */
  previousRoot(service: AppService): string {
    const app = APPS.find((entry) => entry.service === service);
    const kept = app && previousReleasePath(`${app.dir}/Dockerfile`);
    if (!kept) throw new Error(`${service}: o Dockerfile não guarda a versão anterior`);
    return join(this.folder, service, 'root', kept);
  }

  async start(): Promise<void> {
    needBuilt();
    const started = Date.now();
    execFileSync('createdb', ['-h', PG.host, '-p', String(PG.port), '-U', this.role, this.database]);
    // One process migrates and seeds first (as compose's first replica would), then the second.
    await this.apiA.start();
    await this.apiB.start();
    const hostEnv = composeFile().services['host']?.environment ?? {};
    for (const app of APPS) {
      const site: NginxSite = {
        service: app.service,
        root: join(this.folder, app.service, 'root'),
        prefix: join(this.folder, app.service, 'nginx'),
        port: this.appPort(app.service),
      };
      // Compose's own defaults for the host's REMOTE_*_URL (`${VAR:-default}`).
      const environment = Object.fromEntries(
        Object.entries(app.service === 'host' ? hostEnv : {}).map(([key, value]) => [
          key,
          String(value).replace(/^\$\{\w+:-(.*)\}$/, '$1'),
        ]),
      );
      const conf = renderAppSite(site, `${app.dir}/Dockerfile`, join(REPO, app.dir, 'dist'), environment);
      const nginx = new NginxProcess(site, conf);
      await nginx.start();
      this.sites.set(app.service, nginx);
    }
    const gatewaySite: NginxSite = {
      service: 'gateway',
      root: join(this.folder, 'gateway', 'root'),
      prefix: join(this.folder, 'gateway', 'nginx'),
      port: this.basePort,
    };
    const conf = renderGateway(gatewaySite, {
      api: [this.apiA.port, this.apiB.port],
      ...Object.fromEntries(APPS.map((app) => [app.service, [this.appPort(app.service)]])),
    });
    const gateway = new NginxProcess(gatewaySite, conf);
    await gateway.start();
    this.sites.set('gateway', gateway);
    console.log(`topologia no ar em ${((Date.now() - started) / 1000).toFixed(1)} s: ${this.gatewayUrl}`);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.sites.values()].map((nginx) => nginx.stop())).catch(() => {});
    await Promise.all([this.apiA.stop(), this.apiB.stop()]).catch(() => {});
    try {
      execFileSync('dropdb', ['-h', PG.host, '-p', String(PG.port), '-U', this.role, '--force', this.database]);
    } catch (error) {
      console.error(`não foi possível apagar ${this.database}: ${String(error)}`);
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}
