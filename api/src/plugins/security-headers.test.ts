import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { appContentSecurityPolicy, remoteOrigins } from './security-headers';

/** The directives of a CSP header, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) result[name] = values;
  }
  return result;
}

describe('remoteOrigins', () => {
  it('names the origins of absolute remote entries only', () => {
    assert.deepEqual(
      remoteOrigins({
        remote_pedidos: '/remotes/pedidos/mf-manifest.json',
        remote_chat: 'https://chat.example.com/v2/mf-manifest.json',
        remote_admin: 'https://chat.example.com/admin/mf-manifest.json',
        remote_marketing: 'http://localhost:3004/mf-manifest.json',
      }),
      ['http://localhost:3004', 'https://chat.example.com'],
    );
  });

  it('never echoes an unsafe Host header into the policy', () => {
    const csp = appContentSecurityPolicy([], "evil.example; script-src 'unsafe-eval'");
    assert.ok(!csp.includes('evil'));
    assert.ok(appContentSecurityPolicy([], 'colabora.example:8080').includes('wss://colabora.example:8080'));
  });
});

describe('security headers on everything served', () => {
  let appsRoot: string;
  let testApp: TestApp;

  before(async () => {
    appsRoot = mkdtempSync(join(tmpdir(), 'colabora-csp-'));
    for (const [path, content] of Object.entries({
      'host/dist/index.html': '<!doctype html><title>host</title>',
      'host/dist/main.3f2a9c1b.js': 'console.log("host")',
      'host/dist/sw.js': '// sw',
      'remote-pedidos/dist/remoteEntry.js': '// entry',
    })) {
      mkdirSync(dirname(join(appsRoot, path)), { recursive: true });
      writeFileSync(join(appsRoot, path), content);
    }
    testApp = await buildTestApp({
      config: {
        serveApps: true,
        appsRoot,
        remotes: {
          remote_pedidos: '/remotes/pedidos/mf-manifest.json',
          remote_chat: 'https://chat.cdn.example/mf-manifest.json',
          remote_admin: '/remotes/admin/mf-manifest.json',
          remote_marketing: 'https://mkt.example:8443/dist/mf-manifest.json',
        },
      },
    });
  });
  after(async () => {
    await testApp.close();
    rmSync(appsRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers: { host: 'colabora.example', ...headers } });

  const everyAnswer = [
    ['the host page', '/'],
    ['a client-side route', '/pedidos/42'],
    ['a hashed script', '/main.3f2a9c1b.js'],
    ['the service worker', '/sw.js'],
    ['a remote entry', '/remotes/pedidos/remoteEntry.js'],
    ['a missing remote file', '/remotes/pedidos/nada.js'],
    ['remotes.json', '/remotes.json'],
    ['an API answer', '/api/menu/me'],
    ['an unknown API path', '/api/nao-existe'],
    ['the health probe', '/healthz'],
    ['the API docs', '/api/docs'],
  ] as const;
  for (const [name, url] of everyAnswer) {
    it(`sets nosniff, referrer, framing and a CSP on ${name}`, async () => {
      const response = await get(url);
      assert.ok(response.statusCode < 500, `${url}: ${response.statusCode}`);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.match(String(response.headers['permissions-policy']), /camera=\(\)/);
      // The chat records voice notes and may read the location, from the app's own origin only.
      assert.match(String(response.headers['permissions-policy']), /microphone=\(self\), geolocation=\(self\)/);
      const csp = directives(String(response.headers['content-security-policy']));
      assert.deepEqual(csp['frame-ancestors'], ["'none'"], url);
      for (const values of Object.values(csp)) assert.ok(!values.includes("'unsafe-eval'"), url);
      assert.ok(!csp['script-src']?.includes("'unsafe-inline'"), url);
    });
  }

  it('lets the app load scripts from itself and exactly the remotes configured on other origins', async () => {
    const csp = directives(String((await get('/')).headers['content-security-policy']));
    assert.deepEqual(csp['default-src'], ["'self'"]);
    assert.deepEqual(csp['script-src'], ["'self'", 'https://chat.cdn.example', 'https://mkt.example:8443']);
    assert.deepEqual(csp['connect-src'], [
      "'self'",
      'ws://colabora.example',
      'wss://colabora.example',
      'https://chat.cdn.example',
      'https://mkt.example:8443',
    ]);
    assert.deepEqual(csp['img-src'], [
      "'self'",
      'data:',
      'blob:',
      'https://chat.cdn.example',
      'https://mkt.example:8443',
    ]);
    assert.deepEqual(csp['worker-src'], ["'self'"]);
    assert.deepEqual(csp['manifest-src'], ["'self'"]);
    assert.deepEqual(csp['base-uri'], ["'self'"]);
    assert.deepEqual(csp['form-action'], ["'self'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
  });

  it('gives JSON answers a policy that loads nothing, and keeps no-store on /api', async () => {
    const response = await get('/api/auth/me');
    assert.equal(response.statusCode, 401);
    assert.deepEqual(directives(String(response.headers['content-security-policy']))['default-src'], ["'none'"]);
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('serves /readyz for orchestrators', async () => {
    const response = await get('/readyz');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ready' });
  });
});

describe('Strict-Transport-Security', () => {
  let testApp: TestApp;
  before(async () => {
    const { trustProxy } = loadConfig({ PGLITE_DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: '1' });
    testApp = await buildTestApp({ config: { trustProxy } });
  });
  after(() => testApp.close());

  const get = (url: string, headers: Record<string, string>) =>
    testApp.app.inject({ url, remoteAddress: '172.18.0.2', headers });

  it('is sent when the request came over HTTPS (as the proxy in front says), on every answer', async () => {
    for (const url of ['/healthz', '/api/auth/me', '/api/nao-existe']) {
      const response = await get(url, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
      assert.equal(response.headers['strict-transport-security'], 'max-age=31536000', url);
    }
  });

  it('is not sent over plain HTTP', async () => {
    const response = await get('/healthz', { 'x-forwarded-for': '203.0.113.7' });
    assert.equal(response.headers['strict-transport-security'], undefined);
  });
});
