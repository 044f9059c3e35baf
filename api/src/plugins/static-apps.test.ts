import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { cacheControlFor, withVary } from './static-apps';

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

  it('gives a compressed sibling the policy of the file it stands for', () => {
    assert.equal(cacheControlFor('/x/main.3f2a9c1b.js.br'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/123.abcdef12.css.gz'), IMMUTABLE);
    for (const name of ['remoteEntry.js.br', 'mf-manifest.json.gz', 'index.html.br', 'sw.js.gz'])
      assert.equal(cacheControlFor(`/x/${name}`), NO_CACHE, name);
  });
});

describe('withVary', () => {
  it('appends a token once, keeping what is there', () => {
    assert.equal(withVary(undefined, 'Accept-Encoding'), 'Accept-Encoding');
    assert.equal(withVary('Origin', 'Accept-Encoding'), 'Origin, Accept-Encoding');
    assert.equal(withVary('Origin, accept-encoding', 'Accept-Encoding'), 'Origin, accept-encoding');
    assert.equal(withVary(['Origin', 'Cookie'], 'Accept-Encoding'), 'Origin, Cookie, Accept-Encoding');
    assert.equal(withVary('*', 'Accept-Encoding'), '*');
  });
});

describe('given SERVE_APPS with built apps under APPS_ROOT', () => {
  let appsRoot: string;
  let testApp: TestApp;

  before(async () => {
    appsRoot = mkdtempSync(join(tmpdir(), 'colabora-apps-'));
    writeFixture(appsRoot, {
      'host/dist/index.html': '<!doctype html><title>host</title>',
      'host/dist/acesso.html': '<!doctype html><title>host</title><div id="root" data-prerendered="/acesso"></div>',
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

  it('answers /acesso with the page the build rendered ahead of time, revalidated, and only /acesso', async () => {
    for (const url of ['/acesso', '/acesso?next=%2Fchat']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /data-prerendered="\/acesso"/, url);
      assert.equal(response.headers['cache-control'], NO_CACHE, url);
    }
    for (const url of ['/pedidos', '/criar-conta', '/acesso/outra']) {
      assert.doesNotMatch((await get(url)).body, /data-prerendered/, url);
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

describe('given built apps with the brotli and gzip siblings the build writes', () => {
  // Content large enough to be worth compressing, as scripts/lib/precompress.mjs would see it.
  const script = `/* vendors */\n${'export const valor = "Colabora";\n'.repeat(200)}`;
  const entry = `/* remoteEntry */\n${'var remote_pedidos = {};\n'.repeat(120)}`;
  const manifest = JSON.stringify({
    name: 'remote_pedidos',
    exposes: Array.from({ length: 60 }, (_, i) => ({ id: i })),
  });
  const index = `<!doctype html><html lang=pt-BR><title>host</title>${'<meta name=x content=y>'.repeat(60)}</html>`;
  const files: Record<string, string> = {
    'host/dist/index.html': index,
    'host/dist/vendors.0a1b2c3d.js': script,
    'host/dist/logo.0a1b2c3d.png': 'png',
    'remote-pedidos/dist/remoteEntry.js': entry,
    'remote-pedidos/dist/mf-manifest.json': manifest,
  };
  let appsRoot: string;
  let testApp: TestApp;

  before(async () => {
    appsRoot = mkdtempSync(join(tmpdir(), 'colabora-apps-compressed-'));
    const withSiblings: Record<string, string | Buffer> = {};
    for (const [path, content] of Object.entries(files)) {
      withSiblings[path] = content;
      if (path.endsWith('.png')) continue;
      withSiblings[`${path}.br`] = brotliCompressSync(content);
      withSiblings[`${path}.gz`] = gzipSync(content);
    }
    for (const [path, content] of Object.entries(withSiblings)) {
      mkdirSync(dirname(join(appsRoot, path)), { recursive: true });
      writeFileSync(join(appsRoot, path), content);
    }
    testApp = await buildTestApp({ config: { serveApps: true, appsRoot } });
  });
  after(async () => {
    await testApp.close();
    rmSync(appsRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });
  const varies = (vary: unknown) => /(?:^|,\s*)accept-encoding(?:\s*,|$)/i.test(String(vary ?? ''));

  it('sends brotli to a browser that accepts br and gzip: same bytes once decoded, right type and length', async () => {
    const response = await get('/vendors.0a1b2c3d.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /^(?:application|text)\/javascript/);
    assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
    assert.ok(response.rawPayload.length < script.length / 4);
    assert.equal(brotliDecompressSync(response.rawPayload).toString(), script);
    assert.ok(varies(response.headers.vary), `Vary: ${response.headers.vary}`);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  it('prefers br whatever order the browser lists them in', async () => {
    const response = await get('/vendors.0a1b2c3d.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(response.headers['content-encoding'], 'br');
  });

  it('sends gzip to a gzip-only client', async () => {
    const response = await get('/vendors.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(response.rawPayload).toString(), script);
    assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
    assert.ok(varies(response.headers.vary));
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  it('sends the file itself to a client that accepts no encoding, still with Vary', async () => {
    const response = await get('/vendors.0a1b2c3d.js');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body, script);
    assert.equal(Number(response.headers['content-length']), Buffer.byteLength(script));
    assert.ok(varies(response.headers.vary));
  });

  it('keeps entry points no-cache when compressed: remoteEntry.js, mf-manifest.json, index.html', async () => {
    const accept = { 'accept-encoding': 'br, gzip' };
    const remoteEntry = await get('/remotes/pedidos/remoteEntry.js', accept);
    assert.equal(remoteEntry.headers['content-encoding'], 'br');
    assert.equal(remoteEntry.headers['cache-control'], NO_CACHE);
    assert.equal(brotliDecompressSync(remoteEntry.rawPayload).toString(), entry);

    const mf = await get('/remotes/pedidos/mf-manifest.json', { 'accept-encoding': 'gzip' });
    assert.equal(mf.headers['content-encoding'], 'gzip');
    assert.match(String(mf.headers['content-type']), /^application\/json/);
    assert.equal(mf.headers['cache-control'], NO_CACHE);
    assert.equal(gunzipSync(mf.rawPayload).toString(), manifest);

    for (const url of ['/', '/pedidos/42']) {
      const shell = await get(url, accept);
      assert.equal(shell.statusCode, 200, url);
      assert.equal(shell.headers['content-encoding'], 'br', url);
      assert.match(String(shell.headers['content-type']), /^text\/html/, url);
      assert.equal(shell.headers['cache-control'], NO_CACHE, url);
      assert.ok(varies(shell.headers.vary), url);
      assert.equal(brotliDecompressSync(shell.rawPayload).toString(), index, url);
    }
  });

  it('keeps a CORS Vary: Origin next to Accept-Encoding', async () => {
    const response = await get('/vendors.0a1b2c3d.js', {
      'accept-encoding': 'br',
      origin: 'http://localhost:3000',
    });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers.vary), /origin/i);
    assert.ok(varies(response.headers.vary), `Vary: ${response.headers.vary}`);
  });

  it('leaves images alone', async () => {
    const response = await get('/logo.0a1b2c3d.png', { 'accept-encoding': 'br, gzip' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  it('still answers a missing file under /remotes/ with a real 404, whatever the encoding', async () => {
    for (const url of ['/remotes/pedidos/missing.0a1b2c3d.js', '/remotes/admin/remoteEntry.js']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.headers['content-encoding'], undefined, url);
      assert.doesNotMatch(response.body, /<title>host/, url);
    }
  });

  it('answers a conditional request for the compressed file with 304', async () => {
    const first = await get('/vendors.0a1b2c3d.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/vendors.0a1b2c3d.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    const identity = await get('/vendors.0a1b2c3d.js');
    assert.notEqual(identity.headers.etag, etag, 'each encoding has its own ETag');
  });
});
