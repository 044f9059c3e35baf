import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { loadConfig } from '../../config';
import { createLoginThrottle, loginThrottleKeys, tooManyAttemptsMessage } from './login-throttle';

const SETTINGS = { maxPerAccount: 3, maxPerAddress: 6, windowSeconds: 900 };

describeWithApp(
  'sign-in throttling',
  (getApp) => {
    const login = (telefone: string, senha: string, remoteAddress = '198.51.100.1') =>
      getApp().app.inject({ method: 'POST', url: '/api/auth/login', payload: { telefone, senha }, remoteAddress });
    const reset = () => getApp().app.db.query('delete from login_throttle');

    it('words the wait in minutes', () => {
      assert.equal(tooManyAttemptsMessage(900), 'Muitas tentativas de acesso. Tente novamente em 15 minutos.');
      assert.equal(tooManyAttemptsMessage(30), 'Muitas tentativas de acesso. Tente novamente em 1 minuto.');
    });

    it('blocks an account after its failures, even with the right password, with 429 and Retry-After', async () => {
      await reset();
      const { telefone } = DEMO_USERS.atendente;
      for (let i = 0; i < SETTINGS.maxPerAccount; i += 1) {
        assert.equal((await login(telefone, 'errada-123', `198.51.100.${10 + i}`)).statusCode, 400);
      }
      const blocked = await login(telefone, DEMO_PASSWORD, '198.51.100.99');
      assert.equal(blocked.statusCode, 429);
      const retryAfter = Number(blocked.headers['retry-after']);
      assert.ok(retryAfter > 880 && retryAfter <= 900, `Retry-After ${retryAfter}`);
      assert.deepEqual(blocked.json(), {
        success: false,
        message: 'Muitas tentativas de acesso. Tente novamente em 15 minutos.',
      });
      // Another account from the same addresses is unaffected.
      assert.equal((await login(DEMO_USERS.gestor.telefone, DEMO_PASSWORD, '198.51.100.10')).statusCode, 200);
    });

    it('holds under parallel attempts: 40 wrong passwords at once are checked no more than the limit', async () => {
      await reset();
      const { telefone } = DEMO_USERS.gestor;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(telefone, `errada-${i}`, `198.51.100.${100 + i}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      assert.equal(statuses.filter((status) => status === 400).length, SETTINGS.maxPerAccount, statuses.join(','));
      assert.equal(statuses.filter((status) => status === 429).length, 40 - SETTINGS.maxPerAccount);
      // And from one address against many phones.
      await reset();
      const many = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(`3198887${String(i).padStart(4, '0')}`, 'errada-123', '192.0.2.77')),
      );
      assert.equal(many.filter((answer) => answer.statusCode === 400).length, SETTINGS.maxPerAddress);
    });

    it('counts a refused address without touching the account, and the reverse', async () => {
      await reset();
      const { telefone } = DEMO_USERS.atendente;
      for (let i = 0; i < SETTINGS.maxPerAddress; i += 1) {
        await login(`3198886${String(i).padStart(4, '0')}`, 'errada-123', '192.0.2.90');
      }
      // The busy address is refused, and the account it named keeps all its attempts.
      for (let i = 0; i < 5; i += 1) assert.equal((await login(telefone, 'errada-123', '192.0.2.90')).statusCode, 429);
      for (let i = 0; i < SETTINGS.maxPerAccount - 1; i += 1) {
        assert.equal((await login(telefone, 'errada-123', `192.0.2.${100 + i}`)).statusCode, 400);
      }
      assert.equal((await login(telefone, DEMO_PASSWORD, '192.0.2.120')).statusCode, 200);
    });

    it('treats an unknown phone exactly like a known one (nothing to enumerate)', async () => {
      await reset();
      const unknown = '31988887777';
      for (let i = 0; i < SETTINGS.maxPerAccount; i += 1) {
        assert.equal((await login(unknown, 'errada-123', `203.0.113.${i}`)).statusCode, 400);
      }
      const blocked = await login(unknown, 'errada-123', '203.0.113.50');
      assert.equal(blocked.statusCode, 429);
      assert.match(blocked.json<{ message: string }>().message, /^Muitas tentativas de acesso/);
    });

    it('blocks an address that tries many phones, and only that address', async () => {
      await reset();
      for (let i = 0; i < SETTINGS.maxPerAddress; i += 1) {
        assert.equal((await login(`3198888${String(i).padStart(4, '0')}`, 'errada-123', '192.0.2.7')).statusCode, 400);
      }
      assert.equal((await login(DEMO_USERS.gestor.telefone, DEMO_PASSWORD, '192.0.2.7')).statusCode, 429);
      assert.equal((await login(DEMO_USERS.gestor.telefone, DEMO_PASSWORD, '192.0.2.8')).statusCode, 200);
    });

    it('forgets an account’s failures after a successful sign-in', async () => {
      await reset();
      const { telefone } = DEMO_USERS.gestorVizinha;
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < SETTINGS.maxPerAccount - 1; i += 1) {
          assert.equal((await login(telefone, 'errada-123', `198.18.0.${round * 10 + i}`)).statusCode, 400);
        }
        assert.equal((await login(telefone, DEMO_PASSWORD, `198.18.1.${round}`)).statusCode, 200);
      }
    });

    it('keeps the counts in the database, so every API process sees them', async () => {
      await reset();
      const { app } = getApp();
      const other = createLoginThrottle(app.db, SETTINGS);
      const keys = loginThrottleKeys('11900000000', '198.51.100.200');
      for (let i = 0; i < SETTINGS.maxPerAccount; i += 1) await app.loginThrottle.recordFailure(keys);
      assert.ok((await other.retryAfter(keys)) > 0);
      const freshWindow = createLoginThrottle(app.db, { ...SETTINGS, windowSeconds: 10 });
      await app.db.query(`update login_throttle set janela_inicio = now() - interval '11 seconds'`);
      assert.equal(await freshWindow.retryAfter(keys), 0);
    });

    it('answers an unknown phone and a wrong password in similar time', async () => {
      await reset();
      const timings = { unknown: [] as number[], wrong: [] as number[] };
      for (let i = 0; i < 8; i += 1) {
        await reset();
        for (const kind of ['unknown', 'wrong'] as const) {
          const telefone = kind === 'unknown' ? `3197777${String(i).padStart(4, '0')}` : DEMO_USERS.gestor.telefone;
          const start = process.cpuUsage();
          const response = await login(telefone, 'errada-123', `100.64.0.${i}`);
          const spent = process.cpuUsage(start);
          timings[kind].push((spent.user + spent.system) / 1e3);
          assert.equal(response.statusCode, 400);
          assert.deepEqual(response.json(), { success: false, message: 'Telefone ou senha inválidos.' });
        }
      }
      // This process's CPU time, not the wall clock: the suites run in parallel and another
      // process's work on the cores would otherwise decide the answer. The cheapest of each kind is
      // each path's own cost; the hash check (on the libuv pool, counted here) dominates both, and
      // an unknown phone skipping it would cost a small fraction of a wrong password.
      const ratio = Math.min(...timings.unknown) / Math.min(...timings.wrong);
      assert.ok(ratio > 0.6 && ratio < 1.6, `CPU mínima desconhecido/errada = ${ratio.toFixed(2)}`);
    });
  },
  { config: { loginThrottle: SETTINGS } },
);

describeWithApp('ending every session of a user', (getApp) => {
  it('revokes the tokens and closes the hub connections without reconnecting', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.atendente);
    const calls: unknown[][] = [];
    const original = app.realtime.disconnectUser;
    app.realtime.disconnectUser = async (...args) => {
      calls.push(args);
    };
    try {
      await app.sessions.revokeAll(DEMO_USERS.atendente.id, 'Usuário desativado.');
    } finally {
      app.realtime.disconnectUser = original;
    }
    assert.equal((await app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode, 401);
    assert.deepEqual(calls, [[DEMO_USERS.atendente.id, { reason: 'Usuário desativado.', allowReconnect: false }]]);
  });

  it('rejects a disabled user’s token at once, on the API and the hubs', async () => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestorVizinha);
    await app.db.query('update usuario set ativo = false where id = $1', [DEMO_USERS.gestorVizinha.id]);
    try {
      assert.equal((await app.inject({ url: '/api/menu/me', headers: bearer(token) })).statusCode, 401);
      assert.equal(await app.tokens.verify(token), null);
    } finally {
      await app.db.query('update usuario set ativo = true where id = $1', [DEMO_USERS.gestorVizinha.id]);
    }
  });
});

describeWithApp(
  'sign-in throttling behind the gateway (TRUST_PROXY=1)',
  (getApp) => {
    const GATEWAY = '172.18.0.2';
    const login = (telefone: string, senha: string, forwardedFor: string) =>
      getApp().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telefone, senha },
        remoteAddress: GATEWAY,
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('counts each client, not the gateway, and ignores what a client writes in X-Forwarded-For', async () => {
      for (let i = 0; i < 3; i += 1) {
        assert.equal(
          (await login(`3198885${String(i).padStart(4, '0')}`, 'errada-123', '203.0.113.7')).statusCode,
          400,
        );
      }
      assert.equal((await login(DEMO_USERS.gestor.telefone, DEMO_PASSWORD, '203.0.113.7')).statusCode, 429);
      // Another client through the same gateway is not locked out by the first.
      assert.equal((await login(DEMO_USERS.gestor.telefone, DEMO_PASSWORD, '198.51.100.23')).statusCode, 200);
      // A forged first hop ('198.51.100.23, <real address>' as nginx appends it) changes nothing.
      const forged = await login(DEMO_USERS.gestor.telefone, DEMO_PASSWORD, '198.51.100.23, 203.0.113.7');
      assert.equal(forged.statusCode, 429);
    });
  },
  {
    config: {
      loginThrottle: { maxPerAccount: 5, maxPerAddress: 3, windowSeconds: 900 },
      trustProxy: loadConfig({ PGLITE_DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: '1' }).trustProxy,
    },
  },
);
