import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appNginxProblems, renderedRemotesJson } from '../src/checks.ts';
import { apps, diskRepo, hostApp, remotes, withChanges } from '../src/repo.ts';

const repo = diskRepo();

describe('the app containers’ nginx', () => {
  for (const app of apps) {
    it(`${app.service}: entry files no-cache, hashed files immutable, misses as ${app.kind === 'host' ? 'the shell for app routes' : 'real 404s'}, security headers`, () => {
      assert.deepEqual(appNginxProblems(repo, app), []);
    });
  }

  it('the host renders /remotes.json with every remote under /remotes/<name>/ by default', () => {
    const { text, problems } = renderedRemotesJson(repo);
    assert.deepEqual(problems, []);
    assert.equal(JSON.parse(text).remote_chat, '/remotes/chat/mf-manifest.json');
  });
});

describe('given a broken copy of an nginx configuration', () => {
  const remote = remotes[1]!;

  it('a remote that answers misses with index.html is reported', () => {
    const text = repo.read('deploy/nginx/remote.conf').replace('try_files $uri =404;', 'try_files $uri /index.html;');
    const problems = appNginxProblems(withChanges(repo, { 'deploy/nginx/remote.conf': text }), remote);
    assert.ok(
      problems.some((problem) => problem.includes('GET /missing-chunk.js answers 200')),
      problems.join('\n'),
    );
  });

  it('hashed files without the immutable rule are reported', () => {
    const text = repo
      .read('deploy/nginx/cache-policy.conf')
      .replace(/"public, max-age=31536000, immutable"/, '"max-age=3600"');
    const problems = appNginxProblems(withChanges(repo, { 'deploy/nginx/cache-policy.conf': text }), hostApp);
    assert.ok(
      problems.some((problem) => problem.includes('/main.1a2b3c4d.js: Cache-Control is "max-age=3600"')),
      problems.join('\n'),
    );
  });

  it('a location that adds its own header (dropping the inherited security headers) is reported', () => {
    const text = repo
      .read('deploy/nginx/remote.conf')
      .replace('try_files $uri =404;', 'try_files $uri =404;\n        add_header X-Extra "1";');
    const problems = appNginxProblems(withChanges(repo, { 'deploy/nginx/remote.conf': text }), remote);
    assert.ok(
      problems.some((problem) => problem.includes('no X-Content-Type-Options')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((problem) => problem.includes('no Access-Control-Allow-Origin')),
      problems.join('\n'),
    );
  });

  it('a remotes.json template that loses a remote is reported', () => {
    const text = repo.read('deploy/nginx/remotes.json.template').replace(/,\s*"remote_marketing"[^\n]*/, '');
    const { problems } = renderedRemotesJson(withChanges(repo, { 'deploy/nginx/remotes.json.template': text }));
    assert.ok(
      problems.some((problem) => problem.includes('remotes.json keys')),
      problems.join('\n'),
    );
  });
});
