import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';

describeWithApp('GET /api/Usuario/foto/me', (getApp) => {
  it('returns the picture with its content type', async () => {
    const { app } = getApp();
    const { token, usuario } = await loginAs(app, DEMO_USERS.gestor);
    assert.equal(usuario.temFoto, true);
    const response = await app.inject({ url: '/api/Usuario/foto/me?upd=123', headers: bearer(token) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.deepEqual([...response.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  });

  it('answers 404 with a pt-BR message for a user without a picture', async () => {
    const { app } = getApp();
    const { token, usuario } = await loginAs(app, DEMO_USERS.atendente);
    assert.equal(usuario.temFoto, false);
    const response = await app.inject({ url: '/api/usuario/foto/me', headers: bearer(token) });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { success: false, message: 'Foto não encontrada.' });
  });

  it('answers 401 without a token', async () => {
    assert.equal((await getApp().app.inject({ url: '/api/usuario/foto/me' })).statusCode, 401);
  });
});
