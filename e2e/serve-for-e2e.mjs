// Serves the production build exactly as `pnpm start` does, on the e2e port with a fresh embedded
// database (seeded with the demo data) so every run starts from the same state. One per lane.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps } from '../scripts/build.mjs';
import { ROOT } from '../scripts/lib/apps.mjs';

// Lanes after the first (playwright.config.ts) wait for the first lane's server, which built what
// was stale: one build, never two builds writing the same dist/ at once.
if (process.env.E2E_WAIT_FOR) {
  const deadline = Date.now() + 240_000;
  while (
    !(await fetch(process.env.E2E_WAIT_FOR).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${process.env.E2E_WAIT_FOR} não respondeu`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
if (process.env.E2E_BUILD !== '0') await buildApps({ report: false });
const dataDir = mkdtempSync(join(tmpdir(), 'colabora-e2e-'));

// The AI specialists talk to a fake OpenAI-compatible model on a local port: no test reaches the internet.
const model = spawn(
  process.execPath,
  ['--import', 'tsx', join(ROOT, 'api/src/modules/especialistas/testing/serve-fake-openai.ts')],
  {
    cwd: join(ROOT, 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const modelUrl = await new Promise((resolve, reject) => {
  let output = '';
  model.stdout.on('data', (chunk) => {
    output += chunk;
    const line = output.split('\n')[0];
    if (output.includes('\n')) resolve(JSON.parse(line).url);
  });
  model.on('exit', (code) => reject(new Error(`o modelo falso saiu (${code})`)));
});

const api = spawn(process.execPath, ['--enable-source-maps', join(ROOT, 'api/dist/server.js')], {
  cwd: join(ROOT, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    SERVE_APPS: 'true',
    APPS_ROOT: ROOT,
    PGLITE_DATA_DIR: join(dataDir, 'pglite'),
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    // Every e2e sign-up comes from 127.0.0.1: the per-address caps would stop the suite itself.
    SIGNUP_MAX_ATTEMPTS_PER_ADDRESS: '1000',
    SIGNUP_MAX_INSTITUTIONS_PER_ADDRESS: '1000',
    AI_BASE_URL: modelUrl,
    AI_API_KEY: 'chave-e2e',
    AI_MODELS: 'modelo-e2e,modelo-e2e-grande',
    // Campaign runs in the e2e send a few seconds apart (production's floor is 5 s).
    ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS: '0.5',
  },
});
const stop = () => {
  api.kill('SIGTERM');
  model.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
api.on('exit', (code) => {
  model.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
