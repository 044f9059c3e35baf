// The front-end apps of the workspace and what each build depends on.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const APPS = [
  { dir: 'host', pkg: '@colabora/host', devPort: 3000 },
  { dir: 'remote-pedidos', pkg: '@colabora/remote-pedidos', devPort: 3001 },
  { dir: 'remote-chat', pkg: '@colabora/remote-chat', devPort: 3002 },
  { dir: 'remote-admin', pkg: '@colabora/remote-admin', devPort: 3003 },
  { dir: 'remote-marketing', pkg: '@colabora/remote-marketing', devPort: 3004 },
];

/** The API, built into one JavaScript file (api/scripts/build.mjs) that `pnpm start` and the image run. */
export const SERVER = { dir: 'api', pkg: '@colabora/api' };

const STAMP = '.build-stamp';

function* files(dir) {
  if (!existsSync(dir)) return;
  const stat = statSync(dir);
  if (stat.isFile()) return yield dir;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    yield* files(join(dir, entry.name));
  }
}

/** A hash of everything an app's build reads: its sources, shared/, the webpack factory, the lock. */
export function sourceHash(app) {
  const hash = createHash('sha256');
  const inputs = [
    join(ROOT, app.dir),
    join(ROOT, 'shared/src'),
    join(ROOT, 'shared/package.json'),
    join(ROOT, 'tooling/webpack'),
    join(ROOT, 'pnpm-lock.yaml'),
  ];
  for (const input of inputs) {
    for (const file of [...files(input)].sort()) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(ROOT, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function isStale(app) {
  const stamp = join(ROOT, app.dir, 'dist', STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== sourceHash(app);
}

export function writeStamp(app) {
  writeFileSync(join(ROOT, app.dir, 'dist', STAMP), sourceHash(app));
}
