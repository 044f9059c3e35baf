// The API's tests, in parallel: `pnpm --filter @colabora/api test [file…] [--concurrency=N]`.
//
// Each test file runs in its own Node process, once per database engine it uses (files that call
// testEngines()/describeWithApp run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL as two
// separate jobs), several jobs at a time. Every job's database is its own (src/test/test-databases.ts),
// cloned from templates migrated and seeded once here. The longest jobs start first (figures of the
// last run in test-durations.json), so the run ends when the pool does. A passing job prints one line;
// a failing one prints its whole report. Ends with `# pass N` / `# fail N` and the slowest jobs, and
// writes every job's time to test-results/api-times.json (the root's `pnpm test` summary reads it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const API = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(API, '..');
const DURATIONS_FILE = join(API, 'scripts', 'test-durations.json');
const RESULTS_FILE = join(ROOT, 'test-results', 'api-times.json');
/** A job that runs longer than this is stuck: it is killed and counted as failed. */
const JOB_TIMEOUT_MS = 10 * 60_000;

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
// Two cores: PGlite keeps one busy per job, PostgreSQL jobs mostly wait on the server. Measured in README.
const concurrency = Number(option('concurrency') ?? process.env.TEST_CONCURRENCY ?? availableParallelism() + 1);
const onlyFiles = args.filter((arg) => !arg.startsWith('--')).map((file) => relative(API, resolve(file)));

function testFiles(dir) {
  return readdirSync(join(API, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const narrowed = process.env.TEST_DB_ENGINES?.split(',').map((engine) => engine.trim());
const runEngines = narrowed?.length ? engines.filter((engine) => narrowed.includes(engine)) : engines;

/** One job per file, or per file and engine when the file's suites run on each engine. */
function jobsOf(file) {
  const perEngine = /\b(testEngines|describeWithApp)\b/.test(readFileSync(join(API, file), 'utf8'));
  if (!perEngine) return [{ file, engine: null }];
  return runEngines.map((engine) => ({ file, engine }));
}

const jobKey = (job) => (job.engine ? `${job.file} [${job.engine}]` : job.file);
const files = (onlyFiles.length ? onlyFiles : testFiles('src')).sort();
const known = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {};
const jobs = files.flatMap(jobsOf).sort((a, b) => (known[jobKey(b)] ?? 20) - (known[jobKey(a)] ?? 20));

function run(command, commandArgs, env, timeoutMs) {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, { cwd: API, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n[run-tests] mais de ${timeoutMs / 60_000} min: processo encerrado\n`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      done({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

const started = Date.now();
const templateDir = mkdtempSync(join(tmpdir(), 'colabora-api-tests-'));
const templateRun = await run(
  'node',
  ['--import', 'tsx', 'src/test/test-templates.cli.ts', 'create', templateDir],
  process.env,
  5 * 60_000,
);
if (templateRun.code !== 0) {
  console.error(templateRun.output);
  console.error('# fail 1');
  process.exit(1);
}
const templates = JSON.parse(templateRun.output.trim().split('\n').at(-1));
console.log(
  `templates prontos em ${((Date.now() - started) / 1000).toFixed(1)} s; ${jobs.length} jobs, ${concurrency} por vez`,
);

const count = (output, what) => Number(new RegExp(`^ℹ ${what} (\\d+)`, 'm').exec(output)?.[1] ?? 0);
const results = [];
let next = 0;
async function worker() {
  while (next < jobs.length) {
    const job = jobs[next++];
    const env = { ...process.env, ...Object.fromEntries(Object.entries(templates).filter(([, value]) => value)) };
    if (job.engine) env.TEST_DB_ENGINES = job.engine;
    const jobStarted = Date.now();
    const { code, output } = await run(
      'node',
      ['--import', 'tsx', '--test-reporter=spec', job.file],
      env,
      JOB_TIMEOUT_MS,
    );
    const seconds = (Date.now() - jobStarted) / 1000;
    const result = {
      key: jobKey(job),
      seconds,
      ok: code === 0,
      pass: count(output, 'pass'),
      fail: count(output, 'fail'),
    };
    if (!result.ok && result.fail === 0) result.fail = 1;
    results.push(result);
    const line = `${result.ok ? '✔' : '✖'} ${result.key}: ${result.pass} ok, ${result.fail} falhas, ${seconds.toFixed(1)} s`;
    // The job's own report, indented, so its `ℹ pass` lines are not read as the run's totals.
    console.log(result.ok ? line : `${line}\n${output.replace(/^/gm, '    ')}`);
  }
}
await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

if (templates.TEST_PG_TEMPLATE) {
  await run(
    'node',
    ['--import', 'tsx', 'src/test/test-templates.cli.ts', 'drop', templates.TEST_PG_TEMPLATE],
    process.env,
    60_000,
  );
}
rmSync(templateDir, { recursive: true, force: true });

const pass = results.reduce((sum, r) => sum + r.pass, 0);
const fail = results.reduce((sum, r) => sum + r.fail, 0);
const slowest = [...results].sort((a, b) => b.seconds - a.seconds);
console.log('\njobs mais lentos:');
for (const r of slowest.slice(0, 15)) console.log(`  ${r.seconds.toFixed(1).padStart(6)} s  ${r.key}`);
mkdirSync(dirname(RESULTS_FILE), { recursive: true });
writeFileSync(RESULTS_FILE, `${JSON.stringify(Object.fromEntries(slowest.map((r) => [r.key, r.seconds])), null, 1)}\n`);
if (process.env.TEST_DURATIONS_UPDATE === '1' && !onlyFiles.length) {
  const rounded = Object.fromEntries(slowest.map((r) => [r.key, Math.round(r.seconds)]));
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(rounded, null, 1)}\n`);
}
console.log(`\n# pass ${pass}\n# fail ${fail}\n# ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
