// API start-up: time from spawning the process to GET /readyz answering, and the process's resident
// memory then, for the compiled bundle (node dist/server.js, production) and the TypeScript sources
// run by tsx (development). Both on the same embedded database folder, already migrated and seeded
// by a first start, so the figure is a restart's. A figure, not a test.
// Run: pnpm --filter @colabora/api bench:startup   (env: BENCH_RUNS=5; builds dist/ first)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const API = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 5190;
const dataDir = mkdtempSync(join(tmpdir(), 'colabora-startup-'));

const MODES = {
  'node dist/server.js': ['dist/server.js'],
  'tsx src/server.ts': ['--import', 'tsx', 'src/server.ts'],
};

const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function start(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: API,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'true',
    },
  });
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`o processo saiu (${child.exitCode})`);
    await new Promise((done) => setTimeout(done, 20));
  }
  const ms = performance.now() - started;
  const rss = rssMiB(child.pid);
  child.kill('SIGTERM');
  await new Promise((done) => child.on('exit', done));
  return { ms, rss };
}

const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: API, stdio: 'inherit' });
await new Promise((done) => build.on('exit', done));
await start(MODES['node dist/server.js']); // the first start migrates and seeds the folder
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [mode, args] of Object.entries(MODES)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await start(args));
  console.log(
    `${mode.padEnd(22)} pronto em ${median(runs.map((r) => r.ms)).toFixed(0)} ms (mediana de ${RUNS}), ` +
      `memória residente ${median(runs.map((r) => r.rss)).toFixed(0)} MiB`,
  );
}
rmSync(dataDir, { recursive: true, force: true });
