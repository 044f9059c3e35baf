import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { importSPKI, jwtVerify } from 'jose';
import { buildApp } from '../../app';
import { DEMO_USERS } from '../../seed/demo-data';
import { openScratchDatabase, testConfig, testEngines } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { PUSH_MESSAGES, TEST_NOTIFICATION } from './push.routes';
import { fakeBrowserKeys, fakePushAgent, startFakePushService } from './testing/fake-push-service';
import { isKnownPushService } from './web-push-sender';

/** The raw P-256 public key (base64url, 65 bytes) as an SPKI PEM, to verify the VAPID JWT. */
function rawP256ToPem(raw: string): string {
  const prefix = Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex');
  const der = Buffer.concat([prefix, Buffer.from(raw, 'base64url')]);
  return `-----BEGIN PUBLIC KEY-----\n${der.toString('base64')}\n-----END PUBLIC KEY-----`;
}

for (const engine of testEngines()) {
  describe(`Web Push [${engine}]`, () => {
    let app: FastifyInstance;
    let dispose: () => Promise<void>;
    let push: Awaited<ReturnType<typeof startFakePushService>>;

    before(async () => {
      push = await startFakePushService();
      const scratch = await openScratchDatabase(engine);
      app = await buildApp(testConfig(), {
        db: scratch.db,
        // Loopback only: the fake push service plays the browser's push service.
        push: { agent: fakePushAgent(), allowEndpoint: (url) => url.origin === push.url },
        checkResponses: true,
      });
      await app.ready();
      dispose = async () => {
        await app.close();
        await scratch.dispose();
        await push.close();
      };
    });
    after(async () => dispose());

    const register = (token: string, idUsuario: number, subscription: object) =>
      app.inject({
        method: 'POST',
        url: '/api/Usuario/registrar-push-notification',
        headers: bearer(token),
        payload: { idUsuario, token: JSON.stringify(subscription), tipoDispositivo: 'web' },
      });

    it('the status is OFF (false) until the user registers a browser, in data and top-level', async () => {
      const { token, usuario } = await loginAs(app, DEMO_USERS.atendente);
      const response = await app.inject({
        url: `/api/Usuario/verificar-push-notification/${usuario.idUsuario}`,
        headers: bearer(token),
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        success: true,
        message: PUSH_MESSAGES.status,
        temPushNotification: false,
        data: { temPushNotification: false },
      });
    });

    it("another user's status answers 404, and every push route needs a token", async () => {
      const { token } = await loginAs(app, DEMO_USERS.atendente);
      const other = await app.inject({
        url: `/api/usuario/verificar-push-notification/${DEMO_USERS.gestor.id}`,
        headers: bearer(token),
      });
      assert.equal(other.statusCode, 404);
      for (const [method, url] of [
        ['GET', '/api/PushNotification/vapid-key'],
        ['GET', '/api/Usuario/verificar-push-notification/1'],
        ['POST', '/api/Usuario/registrar-push-notification'],
        ['POST', '/api/PushNotification/enviar-teste'],
      ] as const) {
        assert.equal((await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, 401);
      }
    });

    it('the VAPID public key is generated once and stays the same', async () => {
      const { token } = await loginAs(app, DEMO_USERS.gestor);
      const first = await app.inject({ url: '/api/PushNotification/vapid-key', headers: bearer(token) });
      const second = await app.inject({ url: '/api/pushnotification/vapid-key', headers: bearer(token) });
      assert.equal(first.statusCode, 200);
      const { success, publicKey } = first.json() as { success: boolean; publicKey: string };
      assert.equal(success, true);
      assert.equal(Buffer.from(publicKey, 'base64url').length, 65);
      assert.equal((second.json() as { publicKey: string }).publicKey, publicKey);
      const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from vapid_key');
      assert.equal(row?.count, 1);
    });

    it('refuses a token that is not a subscription, an unknown push service and another user id', async () => {
      const { token, usuario } = await loginAs(app, DEMO_USERS.gestor);
      const keys = fakeBrowserKeys();
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/Usuario/registrar-push-notification',
        headers: bearer(token),
        payload: { idUsuario: usuario.idUsuario, token: 'fcm-token-123', tipoDispositivo: 'web' },
      });
      assert.equal(notJson.statusCode, 400);
      assert.equal(notJson.json().message, PUSH_MESSAGES.invalidSubscription);
      const elsewhere = await register(token, usuario.idUsuario, {
        endpoint: 'https://10.0.0.1/metadata',
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      assert.equal(elsewhere.statusCode, 400);
      assert.equal(elsewhere.json().message, PUSH_MESSAGES.unsupportedEndpoint);
      const android = await app.inject({
        method: 'POST',
        url: '/api/Usuario/registrar-push-notification',
        headers: bearer(token),
        payload: { idUsuario: usuario.idUsuario, token: '{}', tipoDispositivo: 'android' },
      });
      assert.equal(android.statusCode, 400);
      const someoneElse = await register(token, DEMO_USERS.atendente.id, {
        endpoint: `${push.url}/x`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      assert.equal(someoneElse.statusCode, 404);
    });

    it('registers the browser (OK), then enviar-teste delivers a real encrypted Web Push with VAPID', async () => {
      const { token, usuario } = await loginAs(app, DEMO_USERS.gestor);
      const browser = fakeBrowserKeys();
      const endpoint = `${push.url}/push/gestor-chrome`;
      const registered = await register(token, usuario.idUsuario, {
        endpoint,
        expirationTime: null,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      });
      assert.equal(registered.statusCode, 200, registered.body);
      const status = await app.inject({
        url: `/api/Usuario/verificar-push-notification/${usuario.idUsuario}`,
        headers: bearer(token),
      });
      assert.equal(status.json().temPushNotification, true);
      assert.equal(status.json().data.temPushNotification, true);

      const before = push.requests.length;
      const sent = await app.inject({
        method: 'POST',
        url: '/api/PushNotification/enviar-teste',
        headers: bearer(token),
        payload: { idUsuario: usuario.idUsuario },
      });
      assert.equal(sent.statusCode, 200, sent.body);
      assert.deepEqual(sent.json().data, { enviadas: 1, removidas: 0 });

      const [request] = push.requests.slice(before);
      assert.ok(request, 'the push service received nothing');
      assert.equal(request.path, '/push/gestor-chrome');
      assert.equal(request.headers['content-encoding'], 'aes128gcm');
      assert.equal(request.headers.ttl, '60');
      // The body is encrypted for this browser only: it decrypts with the browser's keys.
      assert.notEqual(request.body.toString('utf8').includes('Colabora'), true);
      assert.deepEqual(JSON.parse(browser.decrypt(request.body)), TEST_NOTIFICATION);
      // VAPID: a JWT for the push service's origin, signed with the key the client subscribed with.
      const match = /^vapid t=([^,]+), k=(\S+)$/.exec(String(request.headers.authorization));
      assert.ok(match, `Authorization: ${String(request.headers.authorization)}`);
      const vapidKey = await app.inject({ url: '/api/PushNotification/vapid-key', headers: bearer(token) });
      assert.equal(match[2], vapidKey.json().publicKey);
      const { payload } = await jwtVerify(match[1] ?? '', await importSPKI(rawP256ToPem(match[2] ?? ''), 'ES256'));
      assert.equal(payload.aud, push.url);
      assert.equal(payload.sub, 'mailto:suporte@colabora.app');
    });

    it('drops subscriptions the push service says are gone (410) and answers 404 when none remain', async () => {
      const { token, usuario } = await loginAs(app, DEMO_USERS.gestorVizinha);
      const browser = fakeBrowserKeys();
      push.statusFor.set('/push/expired', 410);
      await register(token, usuario.idUsuario, {
        endpoint: `${push.url}/push/expired`,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      });
      const sent = await app.inject({
        method: 'POST',
        url: '/api/PushNotification/enviar-teste',
        headers: bearer(token),
        payload: { idUsuario: usuario.idUsuario },
      });
      assert.equal(sent.statusCode, 404);
      assert.equal(sent.json().message, PUSH_MESSAGES.noDevices);
      const status = await app.inject({
        url: `/api/Usuario/verificar-push-notification/${usuario.idUsuario}`,
        headers: bearer(token),
      });
      assert.equal(status.json().temPushNotification, false);
    });

    it('a browser registered again by another user notifies only that user', async () => {
      const gestor = await loginAs(app, DEMO_USERS.gestor);
      const atendente = await loginAs(app, DEMO_USERS.atendente);
      const browser = fakeBrowserKeys();
      const subscription = {
        endpoint: `${push.url}/push/shared-pc`,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      };
      await register(gestor.token, gestor.usuario.idUsuario, subscription);
      assert.equal((await register(atendente.token, atendente.usuario.idUsuario, subscription)).statusCode, 200);
      const [row] = await app.db.query<{ idUsuario: number }>(
        'select id_usuario as "idUsuario" from push_subscription where endpoint = $1',
        [subscription.endpoint],
      );
      assert.equal(row?.idUsuario, atendente.usuario.idUsuario);
    });

    it('never moves a browser to another institution', async () => {
      const gestor = await loginAs(app, DEMO_USERS.gestor);
      const vizinha = await loginAs(app, DEMO_USERS.gestorVizinha);
      const browser = fakeBrowserKeys();
      const subscription = {
        endpoint: `${push.url}/push/two-tenants`,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      };
      assert.equal((await register(gestor.token, gestor.usuario.idUsuario, subscription)).statusCode, 200);
      const other = fakeBrowserKeys();
      const moved = await register(vizinha.token, vizinha.usuario.idUsuario, {
        ...subscription,
        keys: { p256dh: other.p256dh, auth: other.auth },
      });
      assert.equal(moved.statusCode, 409);
      assert.equal(moved.json().message, PUSH_MESSAGES.otherInstitution);
      const [row] = await app.db.query<{ idUsuario: number; idInstituicao: number; p256dh: string }>(
        'select id_usuario as "idUsuario", id_instituicao as "idInstituicao", p256dh from push_subscription where endpoint = $1',
        [subscription.endpoint],
      );
      assert.deepEqual(row, {
        idUsuario: gestor.usuario.idUsuario,
        idInstituicao: gestor.usuario.idInstituicao,
        p256dh: browser.p256dh,
      });
    });

    it('keeps at most 10 browsers per user, forgetting the least recently registered', async () => {
      const { token, usuario } = await loginAs(app, DEMO_USERS.gestorVizinha);
      const browser = fakeBrowserKeys();
      for (let i = 0; i < 14; i += 1) {
        const subscription = {
          endpoint: `${push.url}/push/many-${i}`,
          keys: { p256dh: browser.p256dh, auth: browser.auth },
        };
        assert.equal((await register(token, usuario.idUsuario, subscription)).statusCode, 200);
      }
      const rows = await app.db.query<{ endpoint: string }>(
        'select endpoint from push_subscription where id_usuario = $1 order by id',
        [usuario.idUsuario],
      );
      assert.equal(rows.length, 10);
      assert.ok(
        rows.every((row) => !/\/many-[0-3]$/.test(row.endpoint)),
        'the oldest four are gone',
      );
    });
  });
}

describe('push service allow-list', () => {
  it('accepts the browsers’ push services over https only', () => {
    assert.equal(isKnownPushService(new URL('https://fcm.googleapis.com/fcm/send/abc')), true);
    assert.equal(isKnownPushService(new URL('https://updates.push.services.mozilla.com/wpush/v2/x')), true);
    assert.equal(isKnownPushService(new URL('https://wns2-bl2p.notify.windows.com/w/?token=x')), true);
    assert.equal(isKnownPushService(new URL('https://web.push.apple.com/abc')), true);
    assert.equal(isKnownPushService(new URL('http://fcm.googleapis.com/fcm/send/abc')), false);
    assert.equal(isKnownPushService(new URL('https://evilfcm.googleapis.com.attacker.net/x')), false);
    assert.equal(isKnownPushService(new URL('https://127.0.0.1/x')), false);
  });
});
