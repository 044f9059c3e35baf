import assert from 'node:assert/strict';
import { it } from 'node:test';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import routeAccess from './route-access';
import { describeWithApp } from '../../test/build-test-app';

describeWithApp('declared route access', (getApp) => {
  it('lists every /api route with its access', () => {
    const { app } = getApp();
    const login = app.routeAccessTable.find((entry) => entry.url === '/api/auth/login');
    assert.deepEqual(
      login && { method: login.method, url: login.url, access: login.access, pathParams: login.pathParams },
      { method: 'POST', url: '/api/auth/login', access: 'public', pathParams: [] },
    );
    assert.equal(login?.write, true);
    assert.ok(login?.input?.body, 'o login declara o schema do corpo');
    assert.ok(app.routeAccessTable.every((entry) => entry.url.startsWith('/api/')));
    assert.ok(app.routeAccessTable.some((entry) => entry.access === 'authenticated'));
  });

  it('answers 401 on an authenticated route without a token', async () => {
    const { app } = getApp();
    const response = await app.inject({ method: 'GET', url: '/api/Menu/me' });
    assert.equal(response.statusCode, 401);
  });
});

it('refuses to start with a /api route that declares no access', async () => {
  const app = Fastify();
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('authenticate', async () => undefined);
        instance.decorate('requirePermission', () => async () => undefined);
      },
      { name: 'auth' },
    ),
  );
  await app.register(routeAccess);
  assert.throws(() => app.get('/api/sem-declaracao', async () => ({})), /não declara config.access/);
  await app.close();
});
