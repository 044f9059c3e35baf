import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeWithApp } from './test/build-test-app';

describeWithApp('the API as a whole', (getApp) => {
  it('answers the probes', async () => {
    const { app } = getApp();
    assert.deepEqual((await app.inject({ url: '/healthz' })).json(), { status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready' });
  });

  it('answers unknown /api paths with a JSON 404 that is not stored', async () => {
    const response = await getApp().app.inject({ url: '/api/Nada/aqui' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { success: false, message: 'Recurso não encontrado.' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('does not serve the front-end unless SERVE_APPS is on', async () => {
    assert.equal((await getApp().app.inject({ url: '/pedidos' })).statusCode, 404);
  });

  it('lets the dev servers call the API (CORS) and nobody else', async () => {
    const { app } = getApp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3000');
    const stranger = await app.inject({ url: '/healthz', headers: { origin: 'https://evil.example.com' } });
    assert.equal(stranger.headers['access-control-allow-origin'], undefined);
  });

  it('wires the realtime hubs to the token verifier', async () => {
    const { app } = getApp();
    assert.ok(app.hasDecorator('realtime'));
    assert.equal(typeof app.realtime.disconnectUser, 'function');
    const negotiate = await app.inject({ method: 'POST', url: '/pedidoshub/negotiate?negotiateVersion=1' });
    assert.equal(negotiate.statusCode, 401);
  });
});
