import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loteUrl, LOTE_MAX_REQUESTS, type LoteAnswer } from '@colabora/shared/contracts/lote';
import { DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { LOTE_MESSAGES } from './lote.routes';

/** /chat's first requests, as the host's first script sends them together (remote-chat's manifest). */
const CHAT_FIRST = [
  '/api/chats?limit=30&status=aberta',
  '/api/chats/fixadas',
  '/api/chats/filas',
  '/api/chats/visoes',
  '/api/Menu/me',
];

describeWithApp('GET /api/lote', (getApp) => {
  async function tokenOf(user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) {
    return (await loginAs(getApp().app, user)).token;
  }

  async function alone(url: string, token: string) {
    const answer = await getApp().app.inject({ url, headers: bearer(token) });
    return { url, status: answer.statusCode, body: answer.json() as unknown };
  }

  async function together(urls: readonly string[], token: string | null) {
    return getApp().app.inject({ url: loteUrl(urls), headers: token ? bearer(token) : {} });
  }

  it('answers each GET exactly as it is answered alone, in the order asked', async () => {
    const token = await tokenOf(DEMO_USERS.gestor);
    const response = await together(CHAT_FIRST, token);
    assert.equal(response.statusCode, 200);
    const body = response.json() as { success: boolean; data: LoteAnswer[] };
    assert.equal(body.success, true);
    const expected = await Promise.all(CHAT_FIRST.map((url) => alone(url, token)));
    assert.deepEqual(body.data, expected);
    assert.ok(body.data.every((answer) => answer.status === 200));
  });

  it("checks each GET with the caller's own rights and institution", async () => {
    const atendente = await tokenOf(DEMO_USERS.atendente);
    // The atendente has no Usuários screen: refused inside the batch as it is alone.
    const urls = ['/api/usuarios?page=1&pageSize=20', '/api/Menu/me'];
    const body = (await together(urls, atendente)).json() as { data: LoteAnswer[] };
    assert.deepEqual(
      body.data.map((answer) => answer.status),
      [403, 200],
    );
    assert.deepEqual(body.data, await Promise.all(urls.map((url) => alone(url, atendente))));
    // The neighbouring institution's gestor sees its own menu, not the demo's.
    const vizinha = await tokenOf(DEMO_USERS.gestorVizinha);
    const [menu] = ((await together(['/api/Menu/me'], vizinha)).json() as { data: LoteAnswer[] }).data;
    assert.deepEqual(menu, await alone('/api/Menu/me', vizinha));
  });

  it('leaves out an answer that is not JSON (whoever needs it asks for it alone)', async () => {
    const token = await tokenOf(DEMO_USERS.gestor);
    const photo = await getApp().app.inject({ url: '/api/usuario/foto/me', headers: bearer(token) });
    assert.notEqual(photo.headers['content-type']?.toString().startsWith('application/json'), true);
    const body = (await together(['/api/usuario/foto/me', '/api/Menu/me'], token)).json() as { data: LoteAnswer[] };
    assert.deepEqual(
      body.data.map((answer) => answer.url),
      ['/api/Menu/me'],
    );
  });

  it('refuses without a token, as every GET inside would be', async () => {
    const response = await together(['/api/Menu/me'], null);
    assert.equal(response.statusCode, 401);
  });

  it('refuses what is not a GET of the API, the batch itself, and too many at once', async () => {
    const token = await tokenOf(DEMO_USERS.gestor);
    const refused: string[][] = [
      ['/metrics'],
      ['/healthz'],
      ['/api/../metrics'],
      ['/api//menu/me'],
      ['http://localhost/api/Menu/me'],
      ['//evil.example/api/Menu/me'],
      ['/api/Menu/me#x'],
      [loteUrl(['/api/Menu/me'])],
      [`/api/%6Cote?get=${encodeURIComponent('/api/Menu/me')}`],
      ['/API/lote?get=%2Fapi%2FMenu%2Fme'],
      Array.from({ length: LOTE_MAX_REQUESTS + 1 }, () => '/api/Menu/me'),
    ];
    for (const urls of refused) {
      const response = await together(urls, token);
      assert.equal(response.statusCode, 400, urls.join(' '));
      assert.equal((response.json() as { message: string }).message, LOTE_MESSAGES.invalid, urls.join(' '));
    }
    const none = await getApp().app.inject({ url: '/api/lote', headers: bearer(token) });
    assert.equal(none.statusCode, 400);
  });
});
