import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appNginxProblems, renderedRemotesJson } from '../src/checks.ts';
import { acceptsGzip, loadConfig, serveStatic } from '../src/nginx.ts';
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

describe('the nginx model: gzip_static', () => {
  const conf = `server {
    listen 80;
    root /html;
    gzip_static on;
    gzip_vary on;
    add_header Cache-Control "no-cache" always;
    location / { try_files $uri =404; }
  }`;
  const config = loadConfig([conf], () => undefined);
  const server = config.servers[0]!;
  const files = new Set(['/html/app.js', '/html/app.js.gz', '/html/logo.png']);

  it('sends the .gz sibling to a client that accepts gzip, with Vary and the same headers', () => {
    const served = serveStatic(config, server, '/app.js', files, 'GET', { acceptEncoding: 'gzip, deflate, br' });
    assert.equal(served.sent, '/html/app.js.gz');
    assert.equal(served.headers['content-encoding'], 'gzip');
    assert.equal(served.headers.vary, 'Accept-Encoding');
    assert.equal(served.headers['cache-control'], 'no-cache');
  });

  it('sends the file itself otherwise, still with Vary; a file without sibling has neither', () => {
    const plain = serveStatic(config, server, '/app.js', files);
    assert.equal(plain.sent, '/html/app.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    const png = serveStatic(config, server, '/logo.png', files, 'GET', { acceptEncoding: 'gzip' });
    assert.equal(png.sent, '/html/logo.png');
    assert.equal(png.headers.vary, undefined);
  });

  it('reads Accept-Encoding as nginx does', () => {
    assert.ok(acceptsGzip('gzip'));
    assert.ok(acceptsGzip('br, gzip;q=0.5'));
    assert.ok(acceptsGzip('*'));
    assert.ok(!acceptsGzip('br'));
    assert.ok(!acceptsGzip('gzip;q=0'));
    assert.ok(!acceptsGzip(undefined));
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

  it("an app whose nginx does not send the build's .gz files is reported", () => {
    const text = repo.read('deploy/nginx/snippets/gzip.conf').replace('gzip_static on;', '');
    const problems = appNginxProblems(withChanges(repo, { 'deploy/nginx/snippets/gzip.conf': text }), remote);
    assert.ok(
      problems.some((problem) => problem.includes('gzip_static is not on')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((problem) =>
        problem.includes(
          'GET /remoteEntry.js (Accept-Encoding: gzip) sends /usr/share/nginx/html/remoteEntry.js uncompressed',
        ),
      ),
      problems.join('\n'),
    );
  });

  it('compression without Vary, or without JSON, is reported', () => {
    const text = repo
      .read('deploy/nginx/snippets/gzip.conf')
      .replace('gzip_vary on;', '')
      .replace(' application/json', '');
    const problems = appNginxProblems(withChanges(repo, { 'deploy/nginx/snippets/gzip.conf': text }), hostApp);
    for (const expected of [
      'gzip_vary is not on',
      'gzip_types lacks application/json',
      'GET / (Accept-Encoding: gzip): no Vary',
    ]) {
      assert.ok(
        problems.some((problem) => problem.includes(expected)),
        `${expected}\n${problems.join('\n')}`,
      );
    }
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
