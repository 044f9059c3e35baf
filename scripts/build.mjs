// `pnpm build`: production build of every app that is stale (or all with --force), then the
// bundle figures. Builds run one after another: two cores, and webpack uses both.
import { APPS, isStale, ROOT, writeStamp } from './lib/apps.mjs';
import { bundleReport, printBundleReport } from './lib/bundle-report.mjs';
import { run } from './lib/run.mjs';

export async function buildApps({ force = false, report = true } = {}) {
  const todo = APPS.filter((app) => force || isStale(app));
  for (const app of todo) {
    const started = Date.now();
    console.log(`» build ${app.dir}`);
    const code = await run('pnpm', ['--filter', app.pkg, 'build'], { cwd: ROOT });
    if (code !== 0) throw new Error(`build de ${app.dir} falhou (código ${code})`);
    writeStamp(app);
    console.log(`✓ ${app.dir} em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (todo.length === 0) console.log('✓ builds em dia');
  if (report) printBundleReport(bundleReport(APPS));
  return todo.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
