/**
 * A fake API at the network boundary for unit tests: it replaces `globalThis.fetch`, so the app's
 * real HTTP client, hooks and envelopes run, and a test can assert the URLs and bodies it sent.
 * Needs the jest environment `tooling/jest/jsdom-with-fetch.cjs` (Request/Response in jsdom).
 *
 * @example
 * const api = setupFakeApi();
 * api.on('GET', '/api/pedidos', () => ok(page([pedido()])));
 * api.on('PATCH', '/api/pedidos/:id/status', (call) => ok({ ...pedido(), status: call.json.status }));
 * // …render, click…
 * expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/pedidos/7/status' });
 */

export type FakeCall = {
  method: string;
  /** The path without the query string, e.g. '/api/pedidos/7/status'. */
  path: string;
  /** The `:name` segments of the matched route. */
  params: Record<string, string>;
  searchParams: Record<string, string>;
  /** The parsed JSON body (undefined without one). */
  json: unknown;
  headers: Headers;
};

/** What a route handler answers: a body sent as JSON with 200, a `reply(...)`, or a Response. */
export type FakeAnswer = unknown;
type RouteHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;
type Route = { method: string; pattern: RegExp; names: string[]; handler: RouteHandler };

const REPLY = Symbol('fake-api-reply');
const NETWORK_FAILURE = Symbol('fake-api-network-failure');
type Reply = { [REPLY]: true; status: number; body: unknown };

/**
 * An answer with a status other than 200.
 * @example api.on('POST', '/api/usuarios', () => reply(409, { success: false, message: 'Telefone já cadastrado.' }))
 */
export function reply(status: number, body?: unknown): Reply {
  return { [REPLY]: true, status, body };
}

/** The envelope of a successful answer. */
export function ok<T>(data: T, message = ''): { success: true; message: string; data: T } {
  return { success: true, message, data };
}

/** The envelope of a refused answer (400 by default). */
export function fail(message: string, status = 400): Reply {
  return reply(status, { success: false, message });
}

/** No answer at all, as when offline: fetch rejects with a TypeError. */
export function networkFailure(): typeof NETWORK_FAILURE {
  return NETWORK_FAILURE;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // The API's routing is case-insensitive (DESIGN §3).
  return { pattern: new RegExp(`^${source}$`, 'i'), names };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

function toResponse(answer: FakeAnswer): Response {
  if (answer instanceof Response) return answer;
  const { status, body } = isReply(answer) ? answer : { status: 200, body: answer };
  if (body === undefined || status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type FakeApi = {
  /** Answers `method path` (with `:params`) from now on; a later `on` for the same route wins. */
  on(method: string, path: string, handler: RouteHandler): FakeApi;
  /** Every request the app made, in order. */
  readonly calls: FakeCall[];
  /** Requests no route answered (they got a 501); `setupFakeApi` fails the test when any remain. */
  readonly unmatched: string[];
  /** Forgets routes and calls. */
  reset(): void;
  /** Replaces globalThis.fetch; returns the function that puts the original back. */
  install(): () => void;
};

export function createFakeApi(): FakeApi {
  let routes: Route[] = [];
  const calls: FakeCall[] = [];
  const unmatched: string[] = [];

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const route = [...routes].reverse().find((r) => r.method === method && r.pattern.test(url.pathname));
    const call: FakeCall = {
      method,
      path: url.pathname,
      params: {},
      searchParams: Object.fromEntries(url.searchParams),
      json: await readJson(request),
      headers: request.headers,
    };
    calls.push(call);
    if (!route) {
      unmatched.push(`${method} ${url.pathname}${url.search}`);
      return toResponse(
        reply(501, { success: false, message: `Sem resposta de teste para ${method} ${url.pathname}` }),
      );
    }
    const match = route.pattern.exec(url.pathname);
    route.names.forEach((name, index) => {
      call.params[name] = decodeURIComponent(match?.[index + 1] ?? '');
    });
    const answer = await route.handler(call);
    if (answer === NETWORK_FAILURE) throw new TypeError('Failed to fetch');
    const response = toResponse(answer);
    // As a real fetch does, so a failure can name the URL it came from.
    if (!response.url) Object.defineProperty(response, 'url', { value: request.url });
    return response;
  }

  const api: FakeApi = {
    on(method, path, handler) {
      const { pattern, names } = compile(path);
      routes.push({ method: method.toUpperCase(), pattern, names, handler });
      return api;
    },
    calls,
    unmatched,
    reset() {
      routes = [];
      calls.length = 0;
      unmatched.length = 0;
    },
    install() {
      const original = globalThis.fetch;
      globalThis.fetch = fakeFetch as typeof fetch;
      return () => {
        globalThis.fetch = original;
      };
    },
  };
  return api;
}

/**
 * A fake API installed around every test of the file: routes and calls are fresh per test, and a
 * test fails when the app made a request that no route answered.
 */
export function setupFakeApi(): FakeApi {
  const api = createFakeApi();
  let restore: (() => void) | null = null;
  beforeEach(() => {
    api.reset();
    restore = api.install();
  });
  afterEach(() => {
    restore?.();
    const unanswered = [...api.unmatched];
    api.reset();
    if (unanswered.length) throw new Error(`Requisições sem resposta de teste: ${unanswered.join(', ')}`);
  });
  return api;
}
