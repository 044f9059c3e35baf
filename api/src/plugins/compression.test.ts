import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import compression, { COMPRESSION_THRESHOLD_BYTES } from './compression';

const BR_GZIP = { 'accept-encoding': 'br, gzip' };
const GZIP = { 'accept-encoding': 'gzip' };

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

const varies = (vary: unknown) => /(?:^|,\s*)accept-encoding(?:\s*,|$)/i.test(String(vary ?? ''));

describe('compression of the API answers (in-process app)', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await buildTestApp();
  });
  after(async () => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

  it('a large JSON answer comes back as brotli, decodes to the same JSON, with Vary and its own length', async () => {
    const plain = await get('/api/openapi.json');
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > COMPRESSION_THRESHOLD_BYTES, 'the OpenAPI document is over 1 KB');

    const br = await get('/api/openapi.json', BR_GZIP);
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(varies(br.headers.vary), `Vary: ${br.headers.vary}`);
    assert.match(String(br.headers['content-type']), /^application\/json/);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, 'JSON compresses well');
    if (br.headers['content-length'] !== undefined)
      assert.equal(Number(br.headers['content-length']), br.rawPayload.length);
    assert.deepEqual(JSON.parse(decode('br', br.rawPayload).toString()), plain.json());
  });

  it('a gzip-only client gets gzip', async () => {
    const response = await get('/api/openapi.json', GZIP);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.ok(JSON.parse(decode('gzip', response.rawPayload).toString()).openapi);
  });

  it('keeps the API headers (no-store) on a compressed answer', async () => {
    const response = await get('/api/openapi.json', BR_GZIP);
    assert.ok(response.headers['cache-control'], 'a Cache-Control is still set');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('leaves small answers and paths outside /api as they are', async () => {
    const small = await get('/api/nao-existe', BR_GZIP);
    assert.equal(small.statusCode, 404);
    assert.equal(small.headers['content-encoding'], undefined);
    const health = await get('/healthz', BR_GZIP);
    assert.equal(health.headers['content-encoding'], undefined);
    const remotes = await get('/remotes.json', BR_GZIP);
    assert.equal(remotes.headers['content-encoding'], undefined);
  });
});

describe('what compression leaves alone (the plugin on a bare Fastify)', () => {
  const bigJson = { itens: Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Item ${i}` })) };
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4096, 7)]);
  const events = 'data: {"tipo":"pedido"}\n\n'.repeat(200);
  let app: FastifyInstance;

  before(async () => {
    app = Fastify();
    await app.register(compression);
    app.get('/api/lista', async () => bigJson);
    app.get('/api/foto', async (_request, reply) => reply.type('image/png').send(png));
    app.get('/api/eventos', async (_request, reply) => reply.type('text/event-stream').send(events));
    app.get('/api/fluxo', async (_request, reply) => reply.type('text/event-stream').send(Readable.from([events])));
    app.get('/api/ja-comprimido', async (_request, reply) =>
      reply
        .type('application/json')
        .header('content-encoding', 'gzip')
        .send(gzipSync(JSON.stringify(bigJson))),
    );
    app.get('/pedidoshub/lista', async () => bigJson);
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.post('/api/eco', async (request) => ({ bytes: (request.body as Buffer).length }));
    await app.ready();
  });
  after(async () => app.close());

  const get = (url: string, headers: Record<string, string> = BR_GZIP) => app.inject({ url, headers });

  it('compresses a large JSON answer under /api', async () => {
    const response = await get('/api/lista');
    assert.equal(response.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(decode('br', response.rawPayload).toString()), bigJson);
  });

  it('sends identity when the client accepts no encoding', async () => {
    const response = await get('/api/lista', {});
    assert.equal(response.headers['content-encoding'], undefined);
    assert.deepEqual(response.json(), bigJson);
  });

  it('never compresses images', async () => {
    const response = await get('/api/foto');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.deepEqual(response.rawPayload, png);
  });

  it('never compresses event streams, buffered or streamed', async () => {
    for (const url of ['/api/eventos', '/api/fluxo']) {
      const response = await get(url);
      assert.equal(response.headers['content-encoding'], undefined, url);
      assert.equal(response.body, events, url);
    }
  });

  it('passes an already compressed body through untouched', async () => {
    const response = await get('/api/ja-comprimido');
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(response.rawPayload).toString()), bigJson);
  });

  it('leaves routes outside /api (the hubs) alone', async () => {
    const response = await get('/pedidoshub/lista');
    assert.equal(response.headers['content-encoding'], undefined);
  });

  it('does not decompress request bodies', async () => {
    const body = gzipSync(Buffer.alloc(50_000, 1));
    const response = await app.inject({
      method: 'POST',
      url: '/api/eco',
      headers: { 'content-encoding': 'gzip', 'content-type': 'application/octet-stream' },
      payload: body,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { bytes: body.length });
  });
});
