/**
 * The cross-tenant and permission matrix, generated from `app.routeAccessTable`: every /api route
 * registered when the suite runs is covered, with no list to keep in sync here. Routes that name a
 * record in their path need a probe in route-probes.ts (the first test says which are missing).
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { screensOf } from '../http/route-access';
import type { RouteAccessEntry } from '../plugins/auth/route-access';
import { hashPassword } from '../modules/auth/password-hasher';
import { DEMO_INSTITUICOES, DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-data';
import { describeWithApp } from './build-test-app';
import { bearer, loginAs } from './login-as';
import { watchDatabase, type WatchedDatabase } from './database-fingerprint';
import { fillPath, lettersWithout, probeContext, probeKey, ROUTE_PROBES, type RouteProbe } from './route-probes';

const DEMO = DEMO_INSTITUICOES.demo.id;
const VIZINHA = DEMO_INSTITUICOES.vizinha.id;

/** Text that only 'Instituição Demonstração' data contains. */
const DEMO_MARKERS = [
  DEMO_INSTITUICOES.demo.razaoSocial,
  DEMO_INSTITUICOES.demo.cnpj,
  DEMO_USERS.gestor.nome,
  DEMO_USERS.atendente.nome,
  DEMO_USERS.gestor.telefone,
  DEMO_USERS.atendente.telefone,
  DEMO_USERS.gestor.email,
];

const MATRIX_USERS = {
  gestor: { telefone: '11999990091', nome: 'Matriz Gestora', gestor: true },
  naoGestor: { telefone: '11999990092', nome: 'Matriz Colaboradora', gestor: false },
} as const;

type Request = { method: string; url: string; payload?: string; headers: Record<string, string> };

async function requestFor(
  app: FastifyInstance,
  route: RouteAccessEntry,
  probe: RouteProbe | undefined,
  token: string,
  caller: number,
  owner: number,
): Promise<Request> {
  const ctx = probeContext(app.db, caller, owner);
  const params = probe?.params ? await probe.params(ctx) : {};
  const query = probe?.query ? new URLSearchParams(await probe.query(ctx)).toString() : '';
  const body = route.write && probe?.body ? JSON.stringify(await probe.body(ctx)) : undefined;
  return {
    method: route.method,
    url: fillPath(route.url, params) + (query ? `?${query}` : ''),
    ...(body === undefined ? {} : { payload: body }),
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  };
}

const routeName = (route: RouteAccessEntry) => probeKey(route.method, route.url);

describeWithApp('cross-tenant and permission matrix', (getApp) => {
  const tally = { routes: new Set<string>(), cases: 0 };
  const tokens = { vizinha: '', matrizGestor: '', matrizNaoGestor: '' };
  let idPerfilMatriz = 0;
  /** The database's digest, read again only after a write statement (database-fingerprint.ts). */
  let database: WatchedDatabase;

  before(async () => {
    const { app } = getApp();
    database = await watchDatabase(app.db);
    // A profile in Demo with every letter on every screen; each case takes one letter away.
    const [perfil] = await app.db.query<{ id: number }>(
      `insert into perfil (id_instituicao, nome) values ($1, 'Matriz de permissões') returning id`,
      [DEMO],
    );
    idPerfilMatriz = perfil?.id ?? 0;
    await app.db.query(`insert into perfil_menu (id_perfil, id_menu, crud) select $1, id_menu, 'CRUD' from menu`, [
      idPerfilMatriz,
    ]);
    const senhaHash = await hashPassword(DEMO_PASSWORD);
    for (const user of Object.values(MATRIX_USERS)) {
      await app.db.query(
        `insert into usuario (id_instituicao, id_perfil, nome, telefone, senha_hash, gestor) values ($1, $2, $3, $4, $5, $6)`,
        [DEMO, idPerfilMatriz, user.nome, user.telefone, senhaHash, user.gestor],
      );
    }
    tokens.vizinha = (await loginAs(app, DEMO_USERS.gestorVizinha)).token;
    tokens.matrizGestor = (await loginAs(app, MATRIX_USERS.gestor)).token;
    tokens.matrizNaoGestor = (await loginAs(app, MATRIX_USERS.naoGestor)).token;
  });

  after(() => {
    console.log(`matriz entre instituições: ${tally.routes.size} rotas, ${tally.cases} casos`);
  });

  it('has a probe for every route that names a record, and no probe for a route that is gone', () => {
    const { app } = getApp();
    const missing = app.routeAccessTable
      .filter((route) => route.pathParams.length > 0)
      .filter((route) => {
        const probe = ROUTE_PROBES[routeName(route)];
        return !probe?.params && !probe?.crossTenant;
      })
      .map(routeName);
    assert.deepEqual(
      missing,
      [],
      `Rotas com parâmetro de registro sem sonda na matriz: adicione em api/src/test/route-probes.ts ` +
        `uma entrada '${missing[0] ?? 'MÉTODO /api/caminho/:id'}': { params: (ctx) => ({ id: <id de um registro de ctx.owner> }), ` +
        `body: (ctx) => (<corpo válido para ctx.caller>) } — ou crossTenant: { skip: 'motivo' }.`,
    );
    const known = new Set(app.routeAccessTable.map(routeName));
    const stale = Object.keys(ROUTE_PROBES).filter((key) => !known.has(key));
    assert.deepEqual(stale, [], `Sondas sem rota (remova ou corrija em route-probes.ts): ${stale.join(', ')}`);
  });

  it('answers 404 to the gestor of another institution on every route with an id, and changes nothing', async (t) => {
    const { app } = getApp();
    for (const route of app.routeAccessTable) {
      const probe = ROUTE_PROBES[routeName(route)];
      if (!route.pathParams.length || !probe?.params || route.access === 'public') continue;
      await t.test(routeName(route), async () => {
        const request = await requestFor(app, route, probe, tokens.vizinha, VIZINHA, DEMO);
        const before = await database.current();
        const response = await app.inject(request as InjectOptions);
        assert.equal(response.statusCode, 404, `${request.method} ${request.url}: ${response.body.slice(0, 200)}`);
        assert.deepEqual(await database.current(), before, `${request.method} ${request.url} alterou o banco`);
        tally.routes.add(routeName(route));
        tally.cases += 1;
      });
    }
  });

  it('uses probes that name real records: their own institution reads them (so the 404s above mean something)', async (t) => {
    const { app } = getApp();
    const { token } = await loginAs(app, DEMO_USERS.gestor);
    for (const route of app.routeAccessTable) {
      const probe = ROUTE_PROBES[routeName(route)];
      if (route.method !== 'GET' || !route.pathParams.length || !probe?.params) continue;
      await t.test(routeName(route), async () => {
        const request = await requestFor(app, route, probe, token, DEMO, DEMO);
        const response = await app.inject(request as InjectOptions);
        assert.ok(
          response.statusCode === 200 || (response.statusCode === 404 && /foto|imagem/i.test(response.body)),
          `${request.url}: ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
        tally.cases += 1;
      });
    }
  });

  it('shows the gestor of another institution nothing of Demonstração in any listing', async (t) => {
    const { app } = getApp();
    for (const route of app.routeAccessTable) {
      if (route.write || route.pathParams.length || route.access === 'public' || route.url.includes('*')) continue;
      await t.test(routeName(route), async () => {
        const request = await requestFor(app, route, ROUTE_PROBES[routeName(route)], tokens.vizinha, VIZINHA, VIZINHA);
        const response = await app.inject(request as InjectOptions);
        assert.ok(response.statusCode < 500, `${route.url}: ${response.statusCode}`);
        const text = response.body;
        for (const marker of DEMO_MARKERS) assert.ok(!text.includes(marker), `${route.url} mostra "${marker}"`);
        tally.routes.add(routeName(route));
        tally.cases += 1;
      });
    }
  });

  it('answers 403 to a user who lacks the route’s letter (holding the other three), and changes nothing', async (t) => {
    const { app } = getApp();
    for (const route of app.routeAccessTable) {
      const access = route.access;
      if (typeof access !== 'object') continue;
      const screens = screensOf(access);
      await t.test(`${routeName(route)} sem ${access.letter} em ${screens.join(', ')}`, async () => {
        const probe = ROUTE_PROBES[routeName(route)];
        const request = await requestFor(app, route, probe, tokens.matrizGestor, DEMO, DEMO);
        await app.db.query(
          `update perfil_menu set crud = $3 where id_perfil = $1 and id_menu in (select id_menu from menu where rota = any($2::text[]))`,
          [idPerfilMatriz, screens, lettersWithout(access.letter)],
        );
        try {
          const before = await database.current();
          const response = await app.inject(request as InjectOptions);
          assert.equal(response.statusCode, 403, `${request.method} ${request.url}: ${response.body.slice(0, 200)}`);
          assert.deepEqual(response.json(), { success: false, message: 'Você não tem permissão para esta ação.' });
          assert.deepEqual(await database.current(), before, `${request.method} ${request.url} alterou o banco`);
        } finally {
          await app.db.query(`update perfil_menu set crud = 'CRUD' where id_perfil = $1`, [idPerfilMatriz]);
        }
        tally.routes.add(routeName(route));
        tally.cases += 1;
      });
    }
  });

  it('answers 403 to a user with every letter but no gestor flag on gestor-only routes', async (t) => {
    const { app } = getApp();
    for (const route of app.routeAccessTable) {
      if (typeof route.access !== 'object' || !route.access.gestor) continue;
      await t.test(routeName(route), async () => {
        const request = await requestFor(
          app,
          route,
          ROUTE_PROBES[routeName(route)],
          tokens.matrizNaoGestor,
          DEMO,
          DEMO,
        );
        const before = await database.current();
        const response = await app.inject(request as InjectOptions);
        assert.equal(response.statusCode, 403, `${request.method} ${request.url}: ${response.body.slice(0, 200)}`);
        assert.deepEqual(await database.current(), before);
        tally.routes.add(routeName(route));
        tally.cases += 1;
      });
    }
  });

  it('answers 401 without a token on every route that is not public', async (t) => {
    const { app } = getApp();
    for (const route of app.routeAccessTable) {
      if (route.access === 'public') continue;
      await t.test(routeName(route), async () => {
        const response = await app.inject({ method: route.method as 'GET', url: fillPath(route.url, {}) });
        assert.equal(response.statusCode, 401, route.url);
        tally.routes.add(routeName(route));
        tally.cases += 1;
      });
    }
  });
});
