import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { cacheControlFor } from './static-apps';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function writeFixture(root: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('cacheControlFor', () => {
  it('revalidates entry points and caches hashed files forever', () => {
    for (const name of [
      'remoteEntry.js',
      'mf-manifest.json',
      'remotes.json',
      'index.html',
      'sw.js',
      'manifest.webmanifest',
    ]) {
      assert.equal(cacheControlFor(`/x/${name}`), NO_CACHE, name);
    }
    for (const name of [
      'main.3f2a9c1b.js',
      'vendors-react.3f2a9c1b.js',
      '123.abcdef12.css',
      'workbox-4754cb34.js',
      'main.3f2a9c1b.js.map',
    ]) {
      assert.equal(cacheControlFor(name), IMMUTABLE, name);
    }
    for (const name of ['logo.png', 'favicon.ico', 'main.js', 'robots.txt'])
      assert.equal(cacheControlFor(name), NO_CACHE, name);
  });
});

describe('given SERVE_APPS with built apps under APPS_ROOT', () => {
  let appsRoot: string;
  let testApp: TestApp;

  before(async () => {
    appsRoot = mkdtempSync(join(tmpdir(), 'colabora-apps-'));
    writeFixture(appsRoot, {
      'host/dist/index.html': '<!doctype html><title>host</title>',
      'host/dist/main.3f2a9c1b.js': 'console.log("host")',
      'host/dist/sw.js': '// sw',
      'host/dist/manifest.webmanifest': '{}',
      'remote-pedidos/dist/remoteEntry.js': '// entry',
      'remote-pedidos/dist/mf-manifest.json': '{"name":"remote_pedidos"}',
      'remote-pedidos/dist/src_pedidos.9a8b7c6d.js': '// chunk',
      'remote-chat/dist/mf-manifest.json': '{"name":"remote_chat"}',
    });
    testApp = await buildTestApp({
      config: {
        serveApps: true,
        appsRoot,
        remotes: {
          remote_pedidos: '/remotes/pedidos/mf-manifest.json',
          remote_chat: 'https://cdn.example.com/chat/mf-manifest.json',
          remote_admin: '/remotes/admin/mf-manifest.json',
          remote_marketing: '/remotes/marketing/mf-manifest.json',
        },
      },
    });
  });
  after(async () => {
    await testApp.close();
    rmSync(appsRoot, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ url });

  it('serves the host at / with index.html revalidated', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>host<\/title>/);
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  it('answers client-side routes with the host index.html', async () => {
    for (const url of ['/pedidos', '/pedidos/42', '/acesso?next=%2Fchat', '/qrcode/7']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>host<\/title>/, url);
      assert.equal(response.headers['cache-control'], NO_CACHE, url);
    }
  });

  it('caches hashed files forever and revalidates sw.js and the web manifest', async () => {
    assert.equal((await get('/main.3f2a9c1b.js')).headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/sw.js')).headers['cache-control'], NO_CACHE);
    assert.equal((await get('/manifest.webmanifest')).headers['cache-control'], NO_CACHE);
  });

  it('serves each remote under /remotes/<name>/ with the right cache headers', async () => {
    const entry = await get('/remotes/pedidos/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.headers['cache-control'], NO_CACHE);
    const manifest = await get('/remotes/pedidos/mf-manifest.json');
    assert.equal(manifest.headers['cache-control'], NO_CACHE);
    assert.deepEqual(manifest.json(), { name: 'remote_pedidos' });
    assert.equal((await get('/remotes/pedidos/src_pedidos.9a8b7c6d.js')).headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/remotes/chat/mf-manifest.json')).statusCode, 200);
  });

  it('answers a missing file under /remotes/ with a real 404, never index.html', async () => {
    for (const url of [
      '/remotes/pedidos/missing.js',
      '/remotes/admin/remoteEntry.js',
      '/remotes/nope/x',
      '/remotes/pedidos/deep/route',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /<title>host/, url);
    }
  });

  it('answers a missing asset with 404 instead of the SPA', async () => {
    assert.equal((await get('/missing.3f2a9c1b.js')).statusCode, 404);
  });

  it('keeps unknown /api paths as JSON 404', async () => {
    const response = await get('/api/nao-existe');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { success: false, message: 'Recurso não encontrado.' });
  });

  it('publishes /remotes.json from the configuration, never cached', async () => {
    const response = await get('/remotes.json');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    assert.deepEqual(response.json(), {
      remote_pedidos: '/remotes/pedidos/mf-manifest.json',
      remote_chat: 'https://cdn.example.com/chat/mf-manifest.json',
      remote_admin: '/remotes/admin/mf-manifest.json',
      remote_marketing: '/remotes/marketing/mf-manifest.json',
    });
  });
});
