import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { diskRepo, repoRoot } from '../src/repo.ts';

const path = join(repoRoot, '.ci/run');
const text = diskRepo().read('.ci/run');

describe('.ci/run', () => {
  it('is an executable bash script that bash accepts', () => {
    assert.ok(statSync(path).mode & 0o111, '.ci/run is not executable');
    const check = spawnSync('bash', ['-n', path], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
    assert.match(text, /^set -euo pipefail$/m);
  });

  it('installs pnpm 12.21.0 with npm and Debian’s chromium, never corepack or a browser download', () => {
    assert.match(text, /npm install -g "?pnpm@\$\{PNPM_VERSION\}"?|npm i(?:nstall)? -g pnpm@12\.21\.0/);
    assert.match(text, /PNPM_VERSION=12\.21\.0/);
    assert.match(text, /apt-get install -y [^\n]*\bchromium\b/);
    // pnpm test:deploy runs the gateway and the app servers with Debian's nginx.
    assert.match(text, /apt-get install -y [^\n]*\bnginx\b/);
    assert.doesNotMatch(text.replace(/^\s*#.*$/gm, ''), /corepack|playwright install/);
  });

  it('exports the test services and runs the frozen install, then the tests', () => {
    for (const name of ['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'CHROMIUM_PATH', 'CI'])
      assert.match(text, new RegExp(`export ${name}\\b`));
    const install = text.indexOf('pnpm install --frozen-lockfile\n');
    const tests = text.indexOf('pnpm test ||');
    assert.ok(install > 0 && tests > install, 'pnpm install --frozen-lockfile must run before pnpm test');
  });
});
