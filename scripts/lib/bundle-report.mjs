// Sizes of the JS each app needs before it is interactive, read from the production build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './apps.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function measure(dir, names) {
  let raw = 0;
  let gzip = 0;
  for (const name of new Set(names)) {
    const file = join(dir, name);
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

/**
 * Remotes: remoteEntry.js plus the synchronous chunks of each exposed module, without shared
 * libraries (the host provides them). The host's figure is measured in Chromium (measure-load.mjs).
 */
export function bundleReport(apps) {
  const rows = [];
  for (const app of apps) {
    if (app.dir === 'host') continue;
    const dist = join(ROOT, app.dir, 'dist');
    const manifestFile = join(dist, 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const expose of manifest.exposes ?? []) {
      const names = ['remoteEntry.js', ...(expose.assets?.js?.sync ?? [])];
      rows.push({ app: app.dir, what: expose.name, ...measure(dist, names) });
    }
  }
  return rows;
}

export function printBundleReport(rows) {
  console.log('\nJS antes de a tela ficar interativa (produção):');
  console.log('app'.padEnd(18) + 'módulo'.padEnd(26) + 'bruto'.padStart(12) + 'gzip'.padStart(12));
  for (const row of rows) {
    console.log(row.app.padEnd(18) + row.what.padEnd(26) + kb(row.raw).padStart(12) + kb(row.gzip).padStart(12));
  }
}
