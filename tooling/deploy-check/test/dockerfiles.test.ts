import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dockerfileProblems } from '../src/checks.ts';
import { dockerignore } from '../src/dockerignore.ts';
import { api, apps, diskRepo, withChanges } from '../src/repo.ts';

const repo = diskRepo();
const targets = [
  ...apps.map((app) => ({ service: app.service, dir: app.dir, kind: app.kind })),
  { ...api, kind: 'api' as const },
];

describe('the Dockerfiles', () => {
  for (const target of targets) {
    it(`${target.dir}/Dockerfile builds from the workspace and copies only what exists`, () => {
      assert.deepEqual(dockerfileProblems(repo, target.service, target.dir, target.kind), []);
    });
  }

  it('.dockerignore keeps node_modules, dist, .data, test output and .git out of the context', () => {
    const ignored = dockerignore(repo.read('.dockerignore'));
    for (const path of [
      'node_modules',
      'host/node_modules/react',
      'remote-chat/dist/remoteEntry.js',
      'api/.data',
      '.git/HEAD',
      'e2e/test-results/x',
      'coverage/lcov.info',
    ]) {
      assert.ok(ignored(path), `${path} should be ignored`);
    }
    for (const path of ['pnpm-lock.yaml', 'shared/src/index.ts', 'deploy/nginx/host.conf', 'api/src/server.ts']) {
      assert.ok(!ignored(path), `${path} should be in the context`);
    }
  });
});

describe('given a broken copy of a Dockerfile', () => {
  const original = repo.read('remote-chat/Dockerfile');
  const check = (text: string) =>
    dockerfileProblems(withChanges(repo, { 'remote-chat/Dockerfile': text }), 'remote-chat', 'remote-chat', 'remote');

  it('a COPY of a file that does not exist is reported', () => {
    const problems = check(
      original.replace('COPY shared/ shared/', 'COPY shared/ shared/\nCOPY remote-chat/nginx.conf /etc/nginx/'),
    );
    assert.ok(
      problems.some((problem) => problem.includes('COPY source remote-chat/nginx.conf does not exist')),
      problems.join('\n'),
    );
  });

  it('a COPY of something .dockerignore drops is reported', () => {
    const problems = check(
      original.replace(
        'COPY shared/ shared/',
        'COPY shared/ shared/\nCOPY remote-chat/node_modules/ remote-chat/node_modules/',
      ),
    );
    assert.ok(
      problems.some((problem) => problem.includes('is excluded by .dockerignore')),
      problems.join('\n'),
    );
  });

  it('a COPY --from a stage that does not exist is reported', () => {
    const problems = check(original.replace('--from=build', '--from=builder'));
    assert.ok(
      problems.some((problem) => problem.includes('COPY --from=builder names no earlier stage')),
      problems.join('\n'),
    );
  });

  it('an install that is not frozen, or uses corepack, is reported', () => {
    const problems = check(
      original.replace(' --frozen-lockfile', '').replace('RUN npm install -g pnpm@12.21.0', 'RUN corepack enable'),
    );
    assert.ok(
      problems.some((problem) => problem.includes('--frozen-lockfile')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((problem) => problem.includes('corepack')),
      problems.join('\n'),
    );
  });

  it('a workspace dependency whose manifest is not copied before the install is reported', () => {
    const problems = check(original.replace('COPY shared/package.json shared/\n', ''));
    assert.ok(
      problems.some((problem) => problem.includes('shared/package.json (a workspace dependency)')),
      problems.join('\n'),
    );
  });

  it('an app image whose build does not write the .gz files is reported', () => {
    const withoutStep = check(original.replace(/ && node scripts\/lib\/precompress\.mjs remote-chat\/dist \\\n/, ''));
    assert.ok(
      withoutStep.some((problem) => problem.includes('must compress remote-chat/dist after the build')),
      withoutStep.join('\n'),
    );
    const withoutScript = check(original.replace('COPY scripts/lib/precompress.mjs scripts/lib/\n', ''));
    assert.ok(
      withoutScript.some((problem) => problem.includes('scripts/lib/precompress.mjs is not copied before it runs')),
      withoutScript.join('\n'),
    );
  });

  it('an api image that runs as root is reported', () => {
    const text = repo.read('api/Dockerfile').replace(/^USER node$/m, '');
    const problems = dockerfileProblems(withChanges(repo, { 'api/Dockerfile': text }), 'api', 'api', 'api');
    assert.ok(
      problems.some((problem) => problem.includes('non-root USER')),
      problems.join('\n'),
    );
  });

  it('an api image that runs the TypeScript sources, or carries tsx, is reported', () => {
    const original = repo.read('api/Dockerfile');
    const check = (text: string) =>
      dockerfileProblems(withChanges(repo, { 'api/Dockerfile': text }), 'api', 'api', 'api');
    const withTsx = check(original.replace(/^CMD .*$/m, 'CMD ["pnpm", "exec", "tsx", "api/src/server.ts"]'));
    assert.ok(
      withTsx.some((problem) => problem.includes('CMD must run the compiled API with node')),
      withTsx.join('\n'),
    );
    const fullInstall = check(original.replace(' --prod --filter', ' --filter'));
    assert.ok(
      fullInstall.some((problem) => problem.includes('pnpm install --prod')),
      fullInstall.join('\n'),
    );
    const noBuild = check(original.replace('RUN pnpm --filter @colabora/api build\n', ''));
    assert.ok(
      noBuild.some((problem) => problem.includes('must run pnpm --filter @colabora/api build')),
      noBuild.join('\n'),
    );
  });
});
