import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { RateLimitConfig } from '../config';
import { createCanal } from '../modules/canais/canais.repository';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../seed/demo-data';
import { describeWithApp, openScratchDatabase, testConfig, testEngines } from '../test/build-test-app';
import { bearer, loginAs } from '../test/login-as';
import type { Db } from './database/db';

/*
 * The heavy and upload routes answer 429 past their limits (issue #22: a campaign preview of 5,000
 * ids and phones, a CSV preview of 5,000 lines, the chat search and the uploads answered any
 * number of calls). Limits lowered here to 2 calls per user and 3 per institution.
 */

const LIMITS: RateLimitConfig = {
  windowSeconds: 60,
  heavy: { perUser: 2, perInstitution: 3 },
  upload: { perUser: 2, perInstitution: 3 },
  redisPrefix: `teste:${randomBytes(6).toString('hex')}:`,
};
const PDF_BASE64 = Buffer.from('%PDF-1.4\n% limites de teste\n').toString('base64');
const TOO_MANY_USER = /^Muitas solicitações em pouco tempo\. Aguarde \d+ segundos? e tente novamente\.$/;

/** A 429 as the issue asks: the pt-BR message, and Retry-After within the window. */
function assertTooMany(response: LightMyRequestResponse, message: RegExp): void {
  assert.equal(response.statusCode, 429, response.body);
  const body = response.json() as { success: boolean; message: string };
  assert.equal(body.success, false);
  assert.match(body.message, message);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= LIMITS.windowSeconds, `Retry-After: ${response.headers['retry-after']}`);
  // The message says the same wait as the header.
  assert.match(body.message, new RegExp(`Aguarde ${retryAfter} segundo`));
}

const previa = (idCanal: number, telefones: string[]) => ({
  nome: 'Prévia',
  idCanal,
  idEspecialista: null,
  variantes: ['Olá!'],
  audiencia: { tags: [], idsEtapas: [], idsContatos: [], telefones, todos: false },
  agendadaPara: null,
  ritmo: {
    intervaloSegundos: 30,
    jitterSegundos: 0,
    janelaInicio: '08:00',
    janelaFim: '20:00',
    dias: [1, 2, 3, 4, 5],
    limiteDiario: null,
  },
});

describeWithApp(
  'rate limits of the heavy and upload routes',
  (getApp) => {
    let gestor: Record<string, string>;
    let atendente: Record<string, string>;
    let vizinha: Record<string, string>;
    let idCanal: number;
    let idChat: number;

    before(async () => {
      const { app } = getApp();
      gestor = bearer((await loginAs(app, DEMO_USERS.gestor)).token);
      atendente = bearer((await loginAs(app, DEMO_USERS.atendente)).token);
      vizinha = bearer((await loginAs(app, DEMO_USERS.gestorVizinha)).token);
      const demo = DEMO_INSTITUICOES.demo.id;
      idCanal = (await createCanal(app.db, demo, { nome: 'Limites', provider: 'simulador', estado: 'conectado' })).canal
        .idCanal;
      // The contact writes first (a simulated text is not an upload: not counted).
      const response = await app.inject({
        method: 'POST',
        url: `/api/canais/${idCanal}/simulador/mensagens`,
        headers: gestor,
        payload: { telefone: '(11) 97777-1234', nome: 'Rita Limites', texto: 'Oi' },
      });
      assert.equal(response.statusCode, 201, response.body);
      idChat = (response.json() as { data: { idChat: number } }).data.idChat;
    });

    it('campaign preview: the third call of a user in the window is refused, refused input counts for nothing', async () => {
      const { app } = getApp();
      const call = (body: object) =>
        app.inject({ method: 'POST', url: '/api/campanhas/previa', headers: gestor, payload: body });
      // Invalid input is answered 400 before anything is counted.
      for (let index = 0; index < 3; index += 1)
        assert.equal((await call({ ...previa(idCanal, []), nome: '' })).statusCode, 400);
      const telefones = Array.from({ length: 200 }, (_, index) => `119${String(70000000 + index)}`);
      for (let index = 0; index < LIMITS.heavy.perUser; index += 1) {
        const response = await call(previa(idCanal, telefones));
        assert.equal(response.statusCode, 200, response.body);
      }
      assertTooMany(await call(previa(idCanal, telefones)), TOO_MANY_USER);
    });

    it('contacts CSV preview: refused past the limit, and the refused call writes nothing', async () => {
      const { app } = getApp();
      const csv = ['Nome;Telefone', ...Array.from({ length: 500 }, (_, i) => `Pessoa ${i};119${60000000 + i}`)].join(
        '\n',
      );
      const call = (confirmar: boolean) =>
        app.inject({
          method: 'POST',
          url: `/api/contatos/importar?confirmar=${confirmar}`,
          headers: { ...gestor, 'content-type': 'text/csv' },
          payload: csv,
        });
      const count = async () =>
        (await app.db.query<{ n: number }>('select count(*)::int as n from contatos where id_instituicao = 1'))[0]?.n;
      for (let index = 0; index < LIMITS.heavy.perUser; index += 1) assert.equal((await call(false)).statusCode, 200);
      const before = await count();
      // Confirming is the same route: past the limit it imports nothing.
      assertTooMany(await call(true), TOO_MANY_USER);
      assert.equal(await count(), before);
    });

    it('chat search: counted only when it searches; the institution shares one limit; another institution does not', async () => {
      const { app } = getApp();
      const list = (headers: Record<string, string>, q?: string) =>
        app.inject({ url: q ? `/api/chats?q=${encodeURIComponent(q)}` : '/api/chats', headers });
      // The plain list is the chat screen's every visit: never limited.
      for (let index = 0; index < 5; index += 1) assert.equal((await list(gestor)).statusCode, 200);

      for (let index = 0; index < LIMITS.heavy.perUser; index += 1)
        assert.equal((await list(gestor, 'Rita')).statusCode, 200);
      assertTooMany(await list(gestor, 'Rita'), TOO_MANY_USER);
      // A colleague has their own allowance, but the institution's third search is its last.
      assert.equal((await list(atendente, 'Rita')).statusCode, 200);
      assertTooMany(
        await list(atendente, 'Rita'),
        /^Muitas solicitações da sua instituição em pouco tempo\. Aguarde \d+ segundos? e tente novamente\.$/,
      );
      // The neighbour institution searches as usual.
      assert.equal((await list(vizinha, 'Rita')).statusCode, 200);
    });

    it('file upload: refused past the limit before anything is stored or sent', async () => {
      const { app } = getApp();
      const upload = () =>
        app.inject({
          method: 'POST',
          url: `/api/chats/${idChat}/midias`,
          headers: gestor,
          payload: { arquivo: `data:application/pdf;base64,${PDF_BASE64}`, nome: 'limite.pdf', legenda: '' },
        });
      const stored = async () =>
        (await app.db.query<{ n: number }>('select count(*)::int as n from mensagem where id_chat = $1', [idChat]))[0]
          ?.n;
      for (let index = 0; index < LIMITS.upload.perUser; index += 1) {
        const response = await upload();
        assert.equal(response.statusCode, 201, response.body);
      }
      const before = await stored();
      assertTooMany(
        await upload(),
        /^Muitos arquivos enviados em pouco tempo\. Aguarde \d+ segundos? e tente novamente\.$/,
      );
      assert.equal(await stored(), before);
    });
  },
  { config: { rateLimit: LIMITS } },
);

/** `db` for a second app: its close leaves the database open for the first. */
function borrowed(db: Db): Db {
  return {
    engine: db.engine,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: async () => {},
  };
}

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

for (const engine of testEngines()) {
  describe(`rate limits shared by two API processes [${engine}]`, () => {
    let dispose: () => Promise<void>;
    let db: Db;
    const apps: FastifyInstance[] = [];

    /** Another API process on the same database (and, with `redis`, the same Redis). */
    async function startProcess(redis?: string): Promise<FastifyInstance> {
      const config = testConfig({ seedDemo: apps.length === 0, rateLimit: LIMITS, redisUrl: redis });
      const app = await buildApp(config, { db: apps.length === 0 ? db : borrowed(db) });
      await app.ready();
      apps.push(app);
      return app;
    }

    before(async () => {
      const scratch = await openScratchDatabase(engine);
      db = scratch.db;
      dispose = scratch.dispose;
    });
    after(async () => {
      // The first app owns the database: it closes last.
      for (const app of apps.reverse()) await app.close();
      await dispose();
    });

    const search = (app: FastifyInstance, token: string) =>
      app.inject({ url: '/api/chats?q=Ana', headers: bearer(token) });

    it('on one database: what one counted, the other refuses', async () => {
      const [a, b] = [await startProcess(), await startProcess()];
      const token = (await loginAs(a, DEMO_USERS.gestor)).token;
      assert.equal((await search(a, token)).statusCode, 200);
      assert.equal((await search(b, token)).statusCode, 200);
      assertTooMany(await search(a, token), TOO_MANY_USER);
      assertTooMany(await search(b, token), TOO_MANY_USER);
    });

    it(
      'on one Redis: the same, and the database keeps no counter',
      { skip: redisUrl === '' || engine !== 'pglite' ? 'one engine is enough (TEST_REDIS_URL empty: skipped)' : false },
      async () => {
        const [a, b] = [await startProcess(redisUrl), await startProcess(redisUrl)];
        const token = (await loginAs(a, DEMO_USERS.atendente)).token;
        await db.query('delete from rate_limit');
        assert.equal((await search(a, token)).statusCode, 200);
        assert.equal((await search(b, token)).statusCode, 200);
        assertTooMany(await search(b, token), TOO_MANY_USER);
        const [row] = await db.query<{ n: number }>('select count(*)::int as n from rate_limit');
        assert.equal(row?.n, 0);
      },
    );
  });
}
