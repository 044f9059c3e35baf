import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { QRCODE_LINK_VALIDADE_MINUTOS, type QrcodeLink, type QrcodePublico } from '@colabora/shared/contracts';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../../seed/demo-data';
import { describeWithApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/login-as';
import { createCanal, findCanal } from './canais.repository';
import { QRCODE_LINK_MESSAGES } from './qrcode-links.routes';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

describeWithApp('/api/canais/{idCanal}/links-qrcode and /api/qrcode/{token}', (getApp) => {
  let gestor: string;
  let atendente: string;
  let vizinha: string;

  before(async () => {
    const { app } = getApp();
    gestor = (await loginAs(app, DEMO_USERS.gestor)).token;
    atendente = (await loginAs(app, DEMO_USERS.atendente)).token;
    vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
  });

  const inject = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    getApp().app.inject({ method, url, headers: token ? bearer(token) : {} });

  async function newCanal(estado: 'desconectado' | 'conectado' = 'desconectado', idInstituicao: number = DEMO) {
    const { canal } = await createCanal(getApp().app.db, idInstituicao, {
      nome: 'Loja Centro',
      provider: 'simulador',
      estado,
    });
    return canal.idCanal;
  }

  async function createLink(idCanal: number, token = gestor): Promise<QrcodeLink> {
    const response = await inject(token, 'POST', `/api/canais/${idCanal}/links-qrcode`);
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: QrcodeLink }).data;
  }

  async function linkRows(idCanal: number) {
    return getApp().app.db.query<{ tokenSha256: string; revogado: boolean }>(
      `select token_sha256 as "tokenSha256", revogado_em is not null as revogado
         from canal_link_qrcode where id_canal = $1 order by id`,
      [idCanal],
    );
  }

  async function expectGone(token: string) {
    const response = await inject(null, 'GET', `/api/qrcode/${token}`);
    assert.equal(response.statusCode, 404, response.body);
    assert.deepEqual(response.json(), { success: false, message: QRCODE_LINK_MESSAGES.invalid });
  }

  describe('creating a link', () => {
    it('answers an unguessable token, its path and an expiry 15 minutes ahead, and keeps only its hash', async () => {
      const idCanal = await newCanal();
      const before = Date.now();
      const link = await createLink(idCanal);

      // 32 random bytes in base64url: 43 characters, 256 bits.
      assert.match(link.token, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(link.caminho, `/qrcode/${link.token}`);
      const minutes = (Date.parse(link.expiraEm) - before) / 60_000;
      assert.ok(Math.abs(minutes - QRCODE_LINK_VALIDADE_MINUTOS) < 1, `expira em ${minutes} min`);

      const rows = await linkRows(idCanal);
      assert.deepEqual(rows, [{ tokenSha256: createHash('sha256').update(link.token).digest('hex'), revogado: false }]);
      const [stored] = await getApp().app.db.query<{ n: number }>(
        `select count(*)::int as n from canal_link_qrcode where token_sha256 = $1 or token_sha256 like $2`,
        [link.token, `%${link.token}%`],
      );
      assert.equal(stored?.n, 0, 'o token em claro não é guardado');

      const other = await createLink(idCanal);
      assert.notEqual(other.token, link.token);
    });

    it('starts the connection of a disconnected channel, so the page has a QR to show', async () => {
      const idCanal = await newCanal('desconectado');
      await createLink(idCanal);
      const canal = await findCanal(getApp().app.db, DEMO, idCanal);
      assert.equal(canal?.estado, 'aguardando_qr');
      assert.ok(canal?.qrCode, 'um QR aguardando leitura');
    });

    it('leaves a connected channel connected, and a waiting QR as it is', async () => {
      const conectado = await newCanal('conectado');
      await createLink(conectado);
      assert.equal((await findCanal(getApp().app.db, DEMO, conectado))?.estado, 'conectado');

      const aguardando = await newCanal('desconectado');
      await createLink(aguardando);
      const qr = (await findCanal(getApp().app.db, DEMO, aguardando))?.qrCode;
      await createLink(aguardando);
      assert.equal((await findCanal(getApp().app.db, DEMO, aguardando))?.qrCode, qr);
    });

    it('answers 404 for another institution’s channel and creates nothing', async () => {
      const idCanal = await newCanal();
      const response = await inject(vizinha, 'POST', `/api/canais/${idCanal}/links-qrcode`);
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, 'Canal não encontrado.');
      assert.deepEqual(await linkRows(idCanal), []);
      assert.equal((await findCanal(getApp().app.db, DEMO, idCanal))?.estado, 'desconectado');
    });

    it('is refused to a user without the WhatsApp screen, and to a caller without a token', async () => {
      const idCanal = await newCanal();
      assert.equal((await inject(atendente, 'POST', `/api/canais/${idCanal}/links-qrcode`)).statusCode, 403);
      assert.equal((await inject(null, 'POST', `/api/canais/${idCanal}/links-qrcode`)).statusCode, 401);
      assert.deepEqual(await linkRows(idCanal), []);
    });
  });

  describe('the public page', () => {
    it('shows, without signing in, only the channel’s name, state, QR, pairing code and the expiry', async () => {
      const idCanal = await newCanal();
      const link = await createLink(idCanal);
      const response = await inject(null, 'GET', `/api/qrcode/${link.token}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const data = (response.json() as { data: QrcodePublico }).data;
      assert.deepEqual(Object.keys(data).sort(), ['estado', 'expiraEm', 'nomeCanal', 'pairingCode', 'qrCode']);
      const canal = await findCanal(getApp().app.db, DEMO, idCanal);
      assert.deepEqual(data, {
        nomeCanal: 'Loja Centro',
        estado: 'aguardando_qr',
        qrCode: canal?.qrCode ?? 'faltou o QR',
        pairingCode: canal?.pairingCode ?? null,
        expiraEm: link.expiraEm,
      });
    });

    it('follows the channel: once connected, the state says so and the QR is gone', async () => {
      const idCanal = await newCanal();
      const link = await createLink(idCanal);
      const lerQr = await inject(gestor, 'POST', `/api/canais/${idCanal}/simulador/ler-qr`);
      assert.equal(lerQr.statusCode, 200, lerQr.body);
      const data = ((await inject(null, 'GET', `/api/qrcode/${link.token}`)).json() as { data: QrcodePublico }).data;
      assert.equal(data.estado, 'conectado');
      assert.equal(data.qrCode, null);
      assert.equal(data.pairingCode, null);
    });

    it('answers the same 404 for an unknown token and an expired one, and 400 for a malformed one', async () => {
      await expectGone('A'.repeat(43));

      const idCanal = await newCanal();
      const link = await createLink(idCanal);
      await getApp().app.db.query(
        `update canal_link_qrcode set expira_em = now() - interval '1 second' where id_canal = $1`,
        [idCanal],
      );
      await expectGone(link.token);

      const malformed = await inject(null, 'GET', '/api/qrcode/curto');
      assert.equal(malformed.statusCode, 400, malformed.body);
    });
  });

  describe('revoking', () => {
    it('ends every valid link of the channel at once, and only that channel’s', async () => {
      const idCanal = await newCanal();
      const [first, second] = [await createLink(idCanal), await createLink(idCanal)];
      const otherCanal = await newCanal();
      const other = await createLink(otherCanal);

      const response = await inject(gestor, 'DELETE', `/api/canais/${idCanal}/links-qrcode`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { success: true, message: '2 links revogados.' });

      await expectGone(first.token);
      await expectGone(second.token);
      assert.equal((await inject(null, 'GET', `/api/qrcode/${other.token}`)).statusCode, 200);

      const again = await inject(gestor, 'DELETE', `/api/canais/${idCanal}/links-qrcode`);
      assert.equal(again.json().message, 'Nenhum link ativo para revogar.');
    });

    it('answers 404 for another institution’s channel and revokes nothing', async () => {
      const idCanal = await newCanal();
      const link = await createLink(idCanal);
      const response = await inject(vizinha, 'DELETE', `/api/canais/${idCanal}/links-qrcode`);
      assert.equal(response.statusCode, 404, response.body);
      assert.equal((await inject(null, 'GET', `/api/qrcode/${link.token}`)).statusCode, 200);

      // The neighbour's own channel works for the neighbour, and its link shows its channel only.
      const idVizinha = await newCanal('desconectado', VIZINHA);
      const linkVizinha = await createLink(idVizinha, vizinha);
      const data = ((await inject(null, 'GET', `/api/qrcode/${linkVizinha.token}`)).json() as { data: QrcodePublico })
        .data;
      assert.equal(data.expiraEm, linkVizinha.expiraEm);
      assert.notEqual(data.qrCode, null);
    });
  });
});
