// `pnpm build`: production build of every app that is stale (or all with --force), brotli and
// gzip siblings of its compressible files (served as they are: no compression per request), the
// API compiled to api/dist/server.js, then the bundle figures. Builds run one after another: two cores, and webpack uses both.
import { join } from 'node:path';
import { APPS, isStale, ROOT, SERVER, writeStamp } from './lib/apps.mjs';
import { bundleReport, printBundleReport } from './lib/bundle-report.mjs';
import { describePrecompress, precompressDir } from './lib/precompress.mjs';
import { run } from './lib/run.mjs';

export async function buildApps({ force = false, report = true } = {}) {
  const todo = APPS.filter((app) => force || isStale(app));
  for (const app of todo) {
    const started = Date.now();
    console.log(`» build ${app.dir}`);
    const code = await run('pnpm', ['--filter', app.pkg, 'build'], { cwd: ROOT });
    if (code !== 0) throw new Error(`build de ${app.dir} falhou (código ${code})`);
    console.log(describePrecompress(`${app.dir}/dist`, precompressDir(join(ROOT, app.dir, 'dist'))));
    writeStamp(app);
    console.log(`✓ ${app.dir} em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // The API, compiled for production (a second or so; no compressed copies: nothing serves it).
  if (force || isStale(SERVER)) {
    const code = await run('pnpm', ['--filter', SERVER.pkg, 'build'], { cwd: ROOT });
    if (code !== 0) throw new Error(`build de ${SERVER.dir} falhou (código ${code})`);
    writeStamp(SERVER);
    todo.push(SERVER);
  }
  if (todo.length === 0) console.log('✓ builds em dia');
  // Builds that were up to date: only siblings that are missing or older than their file (a dist
  // built by `pnpm --filter <app> build` alone) are written; usually this only reads the folder.
  for (const app of APPS.filter((candidate) => !todo.includes(candidate))) {
    const totals = precompressDir(join(ROOT, app.dir, 'dist'));
    if (totals.written || totals.removed) console.log(describePrecompress(`${app.dir}/dist`, totals));
  }
  if (report) printBundleReport(bundleReport(APPS));
  return todo.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps({ force: process.argv.includes('--force'), report: !process.argv.includes('--no-report') }).catch(
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
