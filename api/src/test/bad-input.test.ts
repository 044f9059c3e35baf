/**
 * Bad input over every /api route in `app.routeAccessTable` (whatever modules are registered when
 * it runs), as a signed-in gestor so the input checks are what answers: missing, extra, null and
 * wrong-type fields, 10,000-character strings, NUL bytes, __proto__ keys, bodies over the size limit, a
 * wrong content type, malformed JSON, hostile path parameters and query strings, the bounds each
 * contract names (bound-cases.ts: ids, campaign fields, uploads' bytes…), then property-based
 * bodies, params and queries (fast-check). Never a 5xx, never a stack trace, and a
 * refused request leaves the database as it was.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteAccessEntry } from '../plugins/auth/route-access';
import { DEMO_INSTITUICOES, DEMO_USERS } from '../seed/demo-data';
import { describeWithApp } from './build-test-app';
import { BOUND_CASES } from './bound-cases';
import { bearer, loginAs } from './login-as';
import { watchDatabase, type WatchedDatabase } from './database-fingerprint';
import { fillPath, probeContext, probeKey, ROUTE_PROBES } from './route-probes';

const DEMO = DEMO_INSTITUICOES.demo.id;
const LONG = 'x'.repeat(10_000);
const STACK_TRACE =
  /\bat [\w.<>]+ \(|node:internal|\.ts:\d+:\d+|\/work\/|FST_[A-Z_]+|ERR_[A-Z_]{4,}|SQLSTATE|relation "/;

type Case = {
  name: string;
  method?: string;
  path?: string;
  payload?: string | Buffer;
  contentType?: string;
  /** Status codes this case must answer with; by default any 4xx. */
  expect?: number[];
  /** A bad input that a lenient route may still accept (e.g. a long free text): only "no 5xx". */
  mayAccept?: boolean;
};

const isBodyRoute = (route: RouteAccessEntry) => ['POST', 'PUT', 'PATCH'].includes(route.method);

/** Mutations of a valid JSON object: each field removed, nulled, retyped, lengthened, NUL-ed. */
function fieldCases(valid: Record<string, unknown>): Case[] {
  const cases: Case[] = [];
  const json = (value: unknown) => JSON.stringify(value);
  cases.push({ name: 'an extra field', payload: json({ ...valid, campoExtra: 1 }) });
  for (const key of Object.keys(valid)) {
    const { [key]: _removed, ...without } = valid;
    cases.push({ name: `${key} missing`, payload: json(without), mayAccept: true });
    cases.push({ name: `${key} null`, payload: json({ ...valid, [key]: null }), mayAccept: true });
    for (const wrong of [12345, true, [], {}, 'texto']) {
      if (typeof wrong === typeof valid[key] && !Array.isArray(valid[key])) continue;
      cases.push({ name: `${key} as ${json(wrong)}`, payload: json({ ...valid, [key]: wrong }), mayAccept: true });
    }
    cases.push({ name: `${key} with 10,000 characters`, payload: json({ ...valid, [key]: LONG }), mayAccept: true });
    cases.push({ name: `${key} with a NUL byte`, payload: json({ ...valid, [key]: `a\u0000b` }) });
  }
  return cases;
}

function bodyCases(route: RouteAccessEntry, valid: Record<string, unknown>): Case[] {
  const validText = JSON.stringify(valid);
  // A route that declares no body treats `null` like an absent body.
  const takesNoBody = !!route.input && !route.input.body;
  return [
    { name: 'no body', payload: undefined, contentType: undefined, mayAccept: Object.keys(valid).length === 0 },
    { name: 'JSON null', payload: 'null', mayAccept: takesNoBody },
    { name: 'a JSON array', payload: '[]' },
    { name: 'a JSON string', payload: '"texto"' },
    { name: 'a JSON number', payload: '42' },
    { name: 'malformed JSON', payload: '{"a":', expect: [400] },
    { name: 'a __proto__ key', payload: validText.replace(/^\{/, '{"__proto__":{"isAdmin":true},'), expect: [400] },
    {
      name: 'a constructor.prototype key',
      payload: validText.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
      expect: [400],
    },
    {
      // 1 MiB, or the larger limit a route that takes files declares.
      name: 'a body over the size limit',
      payload: JSON.stringify({ ...valid, campo: 'x'.repeat((route.bodyLimit ?? 1024 * 1024) + 16) }),
      expect: [413],
    },
    // 415, or 400 where a module parses that type itself (CSV import takes text/plain).
    { name: 'a text/plain content type', payload: validText, contentType: 'text/plain', expect: [400, 415] },
    {
      name: 'a form content type',
      payload: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
      expect: [415],
    },
    { name: 'a deeply nested value', payload: `{"campo":${'['.repeat(5000)}${']'.repeat(5000)}}` },
    ...fieldCases(valid),
  ];
}

const HOSTILE_PARAMS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  LONG,
  '%00',
  "1'%20or%20'1'='1",
  '%F0%9F%92%A9',
];

describeWithApp('bad input on every route', (getApp) => {
  const tally = { routes: new Set<string>(), cases: 0 };
  let token = '';
  /** The database's digest, read again only after a write statement (database-fingerprint.ts). */
  let database: WatchedDatabase;

  before(async () => {
    token = (await loginAs(getApp().app, DEMO_USERS.gestor)).token;
    database = await watchDatabase(getApp().app.db);
  });
  after(() => {
    console.log(`entradas inválidas: ${tally.routes.size} rotas, ${tally.cases} casos`);
  });

  /** Sends, re-signing in if a previous case happened to sign the gestor out. */
  async function send(app: FastifyInstance, request: InjectOptions) {
    let response = await app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
    if (response.statusCode === 401 && (await app.tokens.verify(token)) === null) {
      token = (await loginAs(app, DEMO_USERS.gestor)).token;
      response = await app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
    }
    return response;
  }

  function assertSafe(response: LightMyRequestResponse, label: string) {
    assert.ok(response.statusCode < 500, `${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    if (response.statusCode >= 400 && /json/.test(String(response.headers['content-type']))) {
      const body = response.json<{ success?: unknown; message?: unknown }>();
      assert.equal(body.success, false, label);
      assert.equal(typeof body.message, 'string', label);
    }
    if (response.statusCode >= 400) assert.ok(!STACK_TRACE.test(response.body), `${label}: rastro interno na resposta`);
  }

  /** Runs one case; a refused request must leave the database untouched. */
  async function check(
    route: RouteAccessEntry,
    label: string,
    run: () => Promise<LightMyRequestResponse>,
    c: Case,
  ): Promise<LightMyRequestResponse> {
    const before = await database.current();
    const response = await run();
    assertSafe(response, label);
    if (c.expect)
      assert.ok(
        c.expect.includes(response.statusCode),
        `${label}: ${response.statusCode}, esperado ${c.expect.join(' ou ')}`,
      );
    else if (!c.mayAccept) assert.ok(response.statusCode >= 400, `${label}: aceito com ${response.statusCode}`);
    if (response.statusCode >= 400) assert.deepEqual(await database.current(), before, `${label}: alterou o banco`);
    tally.routes.add(probeKey(route.method, route.url));
    tally.cases += 1;
    return response;
  }

  async function validRequest(route: RouteAccessEntry) {
    const { app } = getApp();
    const probe = ROUTE_PROBES[probeKey(route.method, route.url)];
    const ctx = probeContext(app.db, DEMO, DEMO);
    const params = probe?.params ? await probe.params(ctx) : {};
    const body = probe?.body ? ((await probe.body(ctx)) as Record<string, unknown>) : {};
    const query = probe?.query ? await probe.query(ctx) : {};
    return { params, body, query };
  }

  it('declares the input of every route that takes a body or names a record', () => {
    const { app } = getApp();
    const undeclared = app.routeAccessTable
      .filter((route) => (route.write || route.pathParams.length) && !route.input)
      .map((route) => probeKey(route.method, route.url));
    // Every route is declared with defineRoute: none validates its input by hand.
    assert.deepEqual(undeclared, [], `rotas sem config.input: ${undeclared.join(', ')}`);
    assert.ok(app.routeAccessTable.length > 0);
  });

  it('refuses malformed bodies on every route that takes one', async (t) => {
    const { app } = getApp();
    for (const route of app.routeAccessTable.filter(isBodyRoute)) {
      await t.test(probeKey(route.method, route.url), async () => {
        const { params, body } = await validRequest(route);
        const url = fillPath(route.url, params);
        for (const c of bodyCases(route, body)) {
          await check(
            route,
            `${route.method} ${url} — ${c.name}`,
            () =>
              send(app, {
                method: route.method as 'POST',
                url,
                ...(c.payload === undefined ? {} : { payload: c.payload }),
                headers: c.payload === undefined ? {} : { 'content-type': c.contentType ?? 'application/json' },
              }),
            c,
          );
        }
      });
    }
  });

  it('refuses the bounds the contracts name (bound-cases.ts) with a pt-BR 400 that says which, changing nothing', async (t) => {
    const { app } = getApp();
    const routes = new Map(app.routeAccessTable.map((route) => [probeKey(route.method, route.url), route]));
    const orphans = BOUND_CASES.filter((c) => !routes.has(c.route)).map((c) => c.route);
    assert.deepEqual(orphans, [], `casos de limite sem rota (corrija bound-cases.ts): ${orphans.join(', ')}`);
    for (const c of BOUND_CASES) {
      const route = routes.get(c.route);
      if (!route) continue;
      await t.test(`${c.route} — ${c.name}`, async () => {
        const ctx = probeContext(app.db, DEMO, DEMO);
        const { params, body } = await validRequest(route);
        const url = fillPath(route.url, { ...params, ...(c.params ? await c.params(ctx) : {}) });
        const payload = JSON.stringify(await c.body(body, ctx));
        const response = await check(
          route,
          `${c.route} — ${c.name}`,
          () =>
            send(app, {
              method: route.method as 'POST',
              url,
              payload,
              headers: { 'content-type': 'application/json' },
            }),
          { name: c.name, expect: [400] },
        );
        const { message } = response.json<{ message: string }>();
        assert.match(message, c.message, `${c.route} — ${c.name}: ${message}`);
      });
    }
  });

  it('refuses hostile path parameters on every route with one', async (t) => {
    const { app } = getApp();
    for (const route of app.routeAccessTable.filter((entry) => entry.pathParams.length)) {
      await t.test(probeKey(route.method, route.url), async () => {
        const { params, body } = await validRequest(route);
        for (const name of route.pathParams) {
          for (const hostile of HOSTILE_PARAMS) {
            const url = fillPath(route.url, params).replace(
              encodeURIComponent(String(params[name] ?? '1')),
              hostile.includes('%') ? hostile : encodeURIComponent(hostile),
            );
            await check(
              route,
              `${route.method} ${url.slice(0, 120)}`,
              () =>
                send(app, {
                  method: route.method as 'GET',
                  url,
                  ...(isBodyRoute(route) ? { payload: JSON.stringify(body) } : {}),
                  headers: isBodyRoute(route) ? { 'content-type': 'application/json' } : {},
                }),
              { name: hostile },
            );
          }
        }
      });
    }
  });

  it('refuses hostile query strings on every read route', async (t) => {
    const { app } = getApp();
    const queries: Case[] = [
      { name: 'an unknown parameter', path: 'campoExtra=1', mayAccept: true },
      { name: 'a 10,000-character value', path: `campoDesconhecido=${LONG}`, mayAccept: true },
      { name: 'a NUL byte', path: 'campoDesconhecido=a%00b', mayAccept: true },
      { name: 'a __proto__ parameter', path: '__proto__[isAdmin]=1&constructor[prototype][x]=1', mayAccept: true },
      { name: 'repeated parameters', path: 'pagina=1&pagina=2&tamanhoPagina=a&tamanhoPagina=b', mayAccept: true },
      { name: 'a malformed escape', path: 'campoDesconhecido=%E0%A4%A', mayAccept: true },
    ];
    for (const route of app.routeAccessTable.filter((entry) => entry.method === 'GET')) {
      await t.test(probeKey(route.method, route.url), async () => {
        const { params } = await validRequest(route);
        for (const c of queries) {
          const declaresQuery = !!route.input?.query;
          await check(
            route,
            `GET ${route.url}?${c.name}`,
            () => send(app, { method: 'GET', url: `${fillPath(route.url, params)}?${c.path}` }),
            // A declared query schema is strict: unknown and NUL-bearing parameters are refused.
            declaresQuery && c.name !== 'repeated parameters' ? { ...c, mayAccept: false } : c,
          );
        }
      });
    }
  });

  it('never fails on arbitrary bodies, fields, params and queries (property-based)', async (t) => {
    const { app } = getApp();
    for (const route of app.routeAccessTable) {
      if (route.url.includes('*')) continue;
      await t.test(probeKey(route.method, route.url), async () => {
        const { params, body } = await validRequest(route);
        const keys = Object.keys(body);
        const bodies = fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 6 }),
          keys.length
            ? fc.record(Object.fromEntries(keys.map((key) => [key, fc.jsonValue({ maxDepth: 3 })])), {
                requiredKeys: [],
              })
            : fc.constant({}),
        );
        const paramValue = fc.oneof(
          fc.string(),
          fc.integer().map(String),
          fc.string({ unit: 'binary', maxLength: 40 }),
        );
        const query = fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !/[&=#]/.test(key)),
          fc.string({ maxLength: 60 }),
          { maxKeys: 4 },
        );
        await fc.assert(
          fc.asyncProperty(bodies, paramValue, query, async (payload, param, queryValues) => {
            const values = Object.fromEntries(route.pathParams.map((name) => [name, param]));
            const search = new URLSearchParams(queryValues).toString();
            const url = fillPath(route.url, { ...params, ...values }) + (search ? `?${search}` : '');
            const before = await database.current();
            const response = await send(app, {
              method: route.method as 'POST',
              url,
              ...(isBodyRoute(route)
                ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }
                : {}),
            });
            assertSafe(response, `${route.method} ${url.slice(0, 120)} ${JSON.stringify(payload).slice(0, 120)}`);
            if (response.statusCode >= 400) assert.deepEqual(await database.current(), before);
            tally.cases += 1;
          }),
          { numRuns: isBodyRoute(route) ? 25 : 10, seed: 20_251_122 },
        );
        tally.routes.add(probeKey(route.method, route.url));
      });
    }
  });
});
