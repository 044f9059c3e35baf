/**
 * How a module declares a route — one pattern for every /api route (docs/decisions/0008):
 *
 * ```ts
 * import { apiResponseSchema, idParamsSchema, produtoInputSchema, produtoServicoSchema } from '@colabora/shared/contracts';
 * import { defineRoute } from '../../http/define-route';
 *
 * const produtosRoutes: FastifyPluginAsync = async (app) => {
 *   app.route(
 *     defineRoute({
 *       method: 'PUT',
 *       url: '/:id',                                          // mounted at /api/produtos
 *       access: { screen: 'produto-servico', letter: 'U' },   // or 'public' | 'authenticated'
 *       input: { params: idParamsSchema, body: produtoInputSchema }, // valibot, from @colabora/shared
 *       response: { 200: apiResponseSchema(produtoServicoSchema) },  // the 2xx answers, enveloped
 *       summary: 'Altera um produto',                         // OpenAPI (GET /api/openapi.json)
 *       async handler(request) {
 *         const { id } = request.input.params;                // typed, already parsed
 *         const { idInstituicao } = principalOf(request);     // tenancy: always from the token
 *         ...                                                 // another institution's id → notFound()
 *         return { success: true, message: '...', data };     // typed by the declared response
 *       },
 *     }),
 *   );
 * };
 * ```
 *
 * What the platform does with it, before the handler runs (route-access.ts, one preValidation chain):
 * 1. 401 without a current token, 403 without the letter on the screen (and without `gestor`
 *    when `{ ..., gestor: true }`);
 * 2. body, query and path parameters parsed with their schemas: 400 with a pt-BR message naming
 *    the field; unknown fields rejected (schemas must be `v.strictObject`, checked at start-up);
 *    a route without `body` accepts no body, a route without `query` ignores the query string;
 *    NUL characters refused anywhere (PostgreSQL cannot store them);
 * 3. the parsed values are `request.input.body`, `.query`, `.params`.
 *
 * `response` declares every 2xx answer by status: a valibot schema of the JSON body (envelope it
 * with `apiResponseSchema(data)`), or `binaryResponse('image/png')` for bytes. It types the
 * handler's return value and describes the answer in the OpenAPI document; Fastify never
 * serialises with it (no field is ever stripped). The API refuses to start on a route without one,
 * and the test app checks every answer against it.
 *
 * `rateLimit: 'heavy' | 'upload'` limits a costly route per user and per institution (429 with
 * Retry-After, plugins/rate-limit.ts).
 *
 * `defineRoute` only writes `config: { access, input, response, rateLimitClass }` and
 * `schema: { summary, ... }` on a plain Fastify route.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import * as v from 'valibot';
import { badRequest, HttpError, MESSAGES } from './http-error';
import { describeIssue, issueField } from './describe-issue';
import type { RouteAccess } from './route-access';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** The valibot schemas a route validates its input with (all from @colabora/shared). */
export type InputSchemas = { body?: AnySchema; query?: AnySchema; params?: AnySchema };

type Parsed<TSchema> = TSchema extends AnySchema ? v.InferOutput<TSchema> : undefined;

/** `request.input` of a route declared with `input: S`. */
export type RouteInput<S extends InputSchemas> = {
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  params: Parsed<S['params']>;
};

export type ParsedInput = { body?: unknown; query?: unknown; params?: unknown };

/**
 * A costly route's rate-limit class: 'heavy' (searches, exports, model calls) or 'upload' (files),
 * each counted per user and per institution by plugins/rate-limit.ts, which reads it from here.
 */
export type RateLimitClass = 'heavy' | 'upload';

/** What a route declares: its class, and optionally which calls count (e.g. a list only when it searches). */
export type RouteRateLimit = { class: RateLimitClass; when?: (input: ParsedInput) => boolean };

/** An answer that is not JSON (a picture, a CSV file): its content types. */
export type BinaryResponse = { readonly kind: 'binary'; readonly contentTypes: readonly string[] };

/** What a route answers with one status: a valibot schema of the JSON body, or bytes. */
export type ResponseDeclaration = AnySchema | BinaryResponse;

/** A route's answers by HTTP status (at least one 2xx). */
export type ResponseSchemas = { readonly [status: number]: ResponseDeclaration };

/**
 * An answer made of bytes of one of these content types.
 * @example response: { 200: binaryResponse('image/png') }
 */
export function binaryResponse(...contentTypes: [string, ...string[]]): BinaryResponse {
  return { kind: 'binary', contentTypes };
}

export function isBinaryResponse(declaration: ResponseDeclaration): declaration is BinaryResponse {
  return (declaration as Partial<BinaryResponse>).kind === 'binary';
}

/** The JSON bodies a route may answer with: what its handler may return (or it sends through `reply`). */
type ResponseBody<R extends ResponseSchemas> = {
  [K in keyof R]: R[K] extends AnySchema ? v.InferInput<R[K]> : never;
}[keyof R];

type MaybePromise<T> = T | Promise<T>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Schemas of the route's body, query and path parameters (see define-route.ts). */
    input?: InputSchemas;
    /** The route's answers by status (see define-route.ts). */
    response?: ResponseSchemas;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Body, query and params parsed by the route's declared schemas; null on undeclared routes. */
    input: ParsedInput | null;
  }
}

export type RouteDefinition<S extends InputSchemas, R extends ResponseSchemas> = {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: RouteAccess;
  input?: S;
  /** The 2xx answers by status, e.g. `{ 200: apiResponseSchema(usuarioSchema) }`. */
  response: R;
  /** One line for the API description. */
  summary?: string;
  description?: string;
  /** Defaults to the module's path segment (/api/<tag>/...). */
  tags?: string[];
  /** Fastify's per-route body limit, when a route needs more (or less) than the app's 1 MiB. */
  bodyLimit?: number;
  /**
   * A costly route's rate-limit class (plugins/rate-limit.ts): 'heavy' or 'upload', counted per
   * user and per institution; `when` narrows it to some calls (a list only when it searches).
   */
  rateLimit?: RateLimitClass | { class: RateLimitClass; when: (input: RouteInput<S>) => boolean };
  handler: (
    this: FastifyInstance,
    request: FastifyRequest & { input: RouteInput<S> },
    reply: FastifyReply,
  ) => MaybePromise<ResponseBody<R> | FastifyReply>;
};

/**
 * A Fastify route whose access, input and answers are declared in one place; pass it to `app.route()`.
 * @example app.route(defineRoute({ method: 'GET', url: '/me', access: 'authenticated',
 *   response: { 200: apiResponseSchema(usuarioSchema) }, handler: ... }))
 */
export function defineRoute<
  const S extends InputSchemas = Record<never, never>,
  const R extends ResponseSchemas = ResponseSchemas,
>(definition: RouteDefinition<S, R>): RouteOptions {
  const schema: FastifySchema & Record<string, unknown> = {};
  if (definition.summary) schema.summary = definition.summary;
  if (definition.description) schema.description = definition.description;
  if (definition.tags) schema.tags = definition.tags;
  const rateLimit = definition.rateLimit;
  const rateLimitClass: RouteRateLimit | undefined =
    typeof rateLimit === 'string' ? { class: rateLimit } : (rateLimit as RouteRateLimit | undefined);
  return {
    method: definition.method,
    url: definition.url,
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    schema,
    config: {
      access: definition.access,
      input: definition.input ?? {},
      response: definition.response,
      ...(rateLimitClass ? { rateLimitClass } : {}),
    },
    handler: definition.handler as unknown as RouteHandlerMethod,
  };
}

const STRICT_ROOT = 'strict_object';

/** The object schema at the root of a schema or of its pipe (`v.pipe(v.strictObject(...), ...)`). */
function rootType(schema: AnySchema): string {
  const pipe = (schema as { pipe?: readonly { kind?: string; type?: string }[] }).pipe;
  if (schema.type === 'pipe' || pipe?.[0]?.kind === 'schema') {
    const first = pipe?.[0] as AnySchema | undefined;
    return first ? rootType(first) : schema.type;
  }
  // A variant (or union) of strict objects refuses unknown fields as well as one strict object.
  const options = (schema as { options?: readonly AnySchema[] }).options;
  if ((schema.type === 'variant' || schema.type === 'union') && options?.length) {
    return options.every((option) => rootType(option) === STRICT_ROOT) ? STRICT_ROOT : schema.type;
  }
  return schema.type;
}

/**
 * Start-up check: every declared input schema rejects unknown fields. Throws with the route's
 * name, so a route that would silently drop (or accept) extra fields never starts.
 */
export function assertStrictInput(routeName: string, input: InputSchemas): void {
  for (const part of ['body', 'query', 'params'] as const) {
    const schema = input[part];
    if (!schema) continue;
    if (rootType(schema) !== STRICT_ROOT) {
      throw new Error(
        `A rota ${routeName} declara input.${part} sem v.strictObject: campos desconhecidos precisam ser recusados.`,
      );
    }
  }
}

/** Start-up check: the route declares its answers, at least one of them 2xx. */
export function assertDeclaredResponse(routeName: string, response: ResponseSchemas | undefined): void {
  const statuses = Object.keys(response ?? {}).map(Number);
  if (!statuses.some((status) => status >= 200 && status < 300)) {
    throw new Error(
      `A rota ${routeName} não declara response (ex.: { 200: apiResponseSchema(...) } ou binaryResponse(...)).`,
    );
  }
}

/** Names of the `:params` in a Fastify path, e.g. '/api/x/:id/itens/:idItem' → ['id', 'idItem']. */
export function pathParamNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/**
 * The path of the first string holding a NUL character (PostgreSQL text cannot store it), or null.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  let visited = 0;
  while (stack.length) {
    const item = stack.pop() as { value: unknown; path: string };
    if (++visited > 100_000) return null;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return item.path;
    } else if (item.value && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        if (key.includes('\u0000')) return item.path ? `${item.path}.${key}` : key;
        stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
      }
    }
  }
  return null;
}

const NO_BODY = 'Esta rota não aceita corpo na requisição.';

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

async function parsePart(
  schema: AnySchema,
  value: unknown,
  emptyIsObject: boolean,
  part: 'body' | 'query' | 'params',
): Promise<unknown> {
  const input = value === undefined && emptyIsObject ? {} : value;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw badRequest(MESSAGES.invalidBody);
  const result = await v.safeParseAsync(schema, input);
  if (result.success) return result.output;
  const [first] = result.issues;
  if (!first) throw badRequest(MESSAGES.invalidBody);
  // Only a body field is a form field the client can point at (`campo`, DESIGN §3).
  throw badRequest(describeIssue(first), part === 'body' ? (issueField(first, schema) ?? undefined) : undefined);
}

/**
 * The preValidation step of a route that declared `config.input`: rejects what does not match
 * (400, pt-BR, naming the field) and leaves the parsed values in `request.input`.
 */
export function createInputValidator(input: InputSchemas) {
  return async function validateInput(request: FastifyRequest): Promise<void> {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const nul = findNulCharacter(value);
      if (nul !== null) {
        const where = nul ? ` no campo ${nul.replaceAll('\u0000', '\\0')}` : part === 'body' ? ' no corpo' : '';
        throw badRequest(`Caractere inválido (NUL)${where}.`);
      }
    }
    const parsed: ParsedInput = {};
    if (input.body) parsed.body = await parsePart(input.body, request.body, false, 'body');
    else if (!isEmptyBody(request.body)) {
      const body = request.body;
      const [firstKey] = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
      throw badRequest(firstKey ? `Campo não permitido: ${firstKey}.` : NO_BODY);
    }
    if (input.query) parsed.query = await parsePart(input.query, request.query, true, 'query');
    if (input.params) parsed.params = await parsePart(input.params, request.params, true, 'params');
    request.input = parsed;
  };
}

function issuePath(issue: v.BaseIssue<unknown>): string {
  return issue.path?.map((item) => String(item.key)).join('.') || '(raiz)';
}

/**
 * Checks each 2xx answer against the route's declaration: an undeclared status, JSON where bytes
 * were declared (or the reverse), another content type, or a body outside its schema fail the
 * request with a 500 naming the route and the field. The test app turns it on, so every test that
 * calls a route also checks that the OpenAPI document tells the truth about it.
 */
export function createResponseChecker(routeName: string, response: ResponseSchemas) {
  const fail = (what: string) => new HttpError(500, `Resposta de ${routeName} fora do declarado: ${what}`);
  const declared = (reply: FastifyReply): ResponseDeclaration | null => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300) return null;
    const declaration = response[status];
    if (!declaration) throw fail(`status ${status} não declarado em response.`);
    return declaration;
  };
  return {
    /** JSON answers (objects), before Fastify serialises them. */
    async preSerialization(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      const declaration = declared(reply);
      if (!declaration) return payload;
      if (isBinaryResponse(declaration)) throw fail(`declarou ${declaration.contentTypes.join(', ')}, enviou JSON.`);
      const result = await v.safeParseAsync(declaration, payload);
      if (!result.success) {
        const [first] = result.issues;
        throw fail(first ? `${issuePath(first)}: ${first.message}` : 'corpo inválido.');
      }
      return payload;
    },
    /** Bytes and text: the content type must be a declared one. */
    async onSend(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      const declaration = declared(reply);
      if (!declaration || !isBinaryResponse(declaration)) return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (!declaration.contentTypes.some((type) => contentType.startsWith(type))) {
        throw fail(`content-type ${contentType || '(nenhum)'}, declarado ${declaration.contentTypes.join(', ')}.`);
      }
      return payload;
    },
  };
}
