// `pnpm test`: every check of the workspace, continuing past failures so one run shows everything;
// ends with each step's time, the slowest test files and one line `summary: N passed, N failed`
// (tests counted where a runner reports them, a check counted once otherwise).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps } from './build.mjs';
import { ROOT } from './lib/apps.mjs';

/*
 * Phases run one after another; the steps of a phase run side by side (issue #23: two cores, and
 * lint, typecheck and jest each keep one busy), their output printed whole as each one ends so the
 * log stays readable. The API suites and the e2e lanes spread over the cores themselves.
 */
const phases = [
  [
    { name: 'lint', cmd: ['pnpm', 'lint'] },
    { name: 'typecheck', cmd: ['pnpm', 'typecheck'] },
    { name: 'unit (jest)', cmd: ['pnpm', 'exec', 'jest', '--ci'] },
    { name: 'deploy (compose + Dockerfiles)', cmd: ['pnpm', '--filter', '@colabora/deploy-check', 'test'] },
    { name: 'perf (figures of pnpm perf)', cmd: ['pnpm', '--filter', '@colabora/perf', 'test'] },
  ],
  [{ name: 'api (node:test, PGlite + PostgreSQL)', cmd: ['pnpm', '--filter', '@colabora/api', 'test'] }],
  [{ name: 'build', fn: () => buildApps() }],
  [
    { name: 'e2e (Playwright, Chromium)', cmd: ['pnpm', '--filter', '@colabora/e2e', 'test'] },
    // The compose layout as processes (issue #30, ADR 0031), beside the e2e lanes: about two
    // minutes, half of them waiting (a campaign's 5 s pace across a SIGKILL, reconnect delays), on
    // ports, a database and a Redis of its own (the lanes use the in-memory backplane). After the
    // lanes it made `pnpm test` 27 min long at session 9's size; beside them it costs them little.
    { name: 'deploy layout (nginx gateway, 2 API processes, PostgreSQL, Redis)', cmd: ['pnpm', 'test:deploy'] },
  ],
];

/** Reads a runner's own counts from its output. */
function countTests(output) {
  const jest = output.match(/Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(?:(\d+) passed, )?\d+ total/);
  if (jest) return { passed: Number(jest[2] ?? 0), failed: Number(jest[1] ?? 0) };
  const nodePass = [...output.matchAll(/^[ℹ#] pass (\d+)/gm)];
  const nodeFail = [...output.matchAll(/^[ℹ#] fail (\d+)/gm)];
  if (nodePass.length) {
    const sum = (matches) => matches.reduce((total, m) => total + Number(m[1]), 0);
    return { passed: sum(nodePass), failed: sum(nodeFail) };
  }
  const pwPass = output.match(/^\s+(\d+) passed/m);
  const pwFail = output.match(/^\s+(\d+) failed/m);
  if (pwPass || pwFail) return { passed: Number(pwPass?.[1] ?? 0), failed: Number(pwFail?.[1] ?? 0) };
  return null;
}

/** Runs a command; with `live` its output streams as it comes, otherwise it is printed whole at the end. */
function runCaptured([command, ...args], live) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (stream, out) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (live) out.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function runStep(step, live) {
  const started = Date.now();
  if (live) console.log(`\n━━ ${step.name} ━━`);
  let ok;
  let counts = null;
  let output;
  if (step.fn) {
    ok = await step.fn().then(
      () => true,
      (error) => (console.error(error.message), false),
    );
  } else {
    const run = await runCaptured(step.cmd, live);
    ({ output } = run);
    ok = run.code === 0;
    counts = countTests(output);
    if (!live) console.log(`\n━━ ${step.name} ━━\n${output}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { name: step.name, ok, counts, seconds, output };
}

/** Seconds per test file: the API runner's record, and the e2e JSON report summed per spec. */
function fileTimes() {
  const times = [];
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  for (const [file, seconds] of Object.entries(read(join(ROOT, 'test-results/api-times.json')) ?? {}))
    times.push({ file: `api/${file}`, seconds });
  const e2e = read(join(ROOT, 'test-results/e2e-results.json'));
  const perSpec = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      perSpec.set(spec.file, (perSpec.get(spec.file) ?? 0) + ms / 1000);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e?.suites ?? []) walk(suite);
  for (const [file, seconds] of perSpec) times.push({ file: `e2e/tests/${file}`, seconds });
  return times;
}

/**
 * What failed, in a few lines per failed step, printed again at the end: CI keeps only the tail of
 * the log, and a step that ran beside another printed its output long before (session 14 lost the
 * deploy layout's failure that way).
 */
function failureExcerpt(output) {
  const lines = output.split('\n');
  // Playwright's list reporter: its numbered failures with their errors, after the last test line.
  const firstFailure = lines.findIndex((line) => /^\s+1\) /.test(line));
  if (firstFailure >= 0) return lines.slice(firstFailure, firstFailure + 80);
  // node:test (the API runner) and jest: the failing tests' names and the lines just under them.
  const marked = lines.flatMap((line, index) =>
    /^\s*(not ok \d+|✖ |● )/.test(line) && !/^\s*✖ failing tests:/.test(line) ? lines.slice(index, index + 8) : [],
  );
  if (marked.length) return marked.slice(0, 80);
  return lines.filter((line) => line.trim() !== '').slice(-30);
}

function printFailures(results) {
  for (const result of results.filter((candidate) => !candidate.ok && candidate.output !== undefined)) {
    console.log(`\n━━ o que falhou: ${result.name} ━━`);
    console.log(failureExcerpt(result.output).join('\n'));
  }
}

/** Where the time went: the slowest test files of this run (an e2e spec's time is its tests' sum). */
function printSlowest(count) {
  const slowest = fileTimes()
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
  if (!slowest.length) return;
  console.log(`\n━━ arquivos de teste mais lentos ━━`);
  for (const { file, seconds } of slowest) console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}`);
}

// Figures of an earlier run must not pass for this one's.
rmSync(join(ROOT, 'test-results/api-times.json'), { force: true });
rmSync(join(ROOT, 'test-results/e2e-results.json'), { force: true });

const results = [];
for (const phase of phases) {
  const started = Date.now();
  // A step alone streams its output live; steps side by side print theirs whole when each ends.
  results.push(...(await Promise.all(phase.map((step) => runStep(step, phase.length === 1)))));
  if (phase.length > 1) console.log(`\n(fase em paralelo: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

console.log('\n━━ resultado ━━');
let passed = 0;
let failed = 0;
for (const result of results) {
  const detail = result.counts ? ` (${result.counts.passed} ok, ${result.counts.failed} falhas)` : '';
  console.log(`${result.ok ? '✓' : '✗'} ${result.name}${detail} — ${result.seconds} s`);
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
    if (!result.ok && result.counts.failed === 0) failed += 1;
  } else if (result.ok) passed += 1;
  else failed += 1;
}
printFailures(results);
printSlowest(15);
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
