/**
 * How a module declares a route — one pattern for every /api route (docs/decisions/0008):
 *
 * ```ts
 * import { idParamsSchema, produtoInputSchema } from '@colabora/shared/contracts';
 * import { defineRoute } from '../../http/define-route';
 *
 * const produtosRoutes: FastifyPluginAsync = async (app) => {
 *   app.route(
 *     defineRoute({
 *       method: 'PUT',
 *       url: '/:id',                                          // mounted at /api/produtos
 *       access: { screen: 'produto-servico', letter: 'U' },   // or 'public' | 'authenticated'
 *       input: { params: idParamsSchema, body: produtoInputSchema }, // valibot, from @colabora/shared
 *       summary: 'Altera um produto',                         // OpenAPI (GET /api/openapi.json)
 *       async handler(request) {
 *         const { id } = request.input.params;                // typed, already parsed
 *         const { idInstituicao } = principalOf(request);     // tenancy: always from the token
 *         ...                                                 // another institution's id → notFound()
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
 * `defineRoute` only writes `config: { access, input }` and `schema: { summary, ... }` on a plain
 * Fastify route; `app.get(url, { config: { access, input } }, handler)` is the same thing, untyped.
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
import type { RouteAccess } from '../plugins/auth/route-access';
import { badRequest, MESSAGES } from './http-error';
import { describeIssue } from './parse-input';

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

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Schemas of the route's body, query and path parameters (see define-route.ts). */
    input?: InputSchemas;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Body, query and params parsed by the route's declared schemas; null on undeclared routes. */
    input: ParsedInput | null;
  }
}

export type RouteDefinition<S extends InputSchemas> = {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: RouteAccess;
  input?: S;
  /** One line for the API description. */
  summary?: string;
  description?: string;
  /** Defaults to the module's path segment (/api/<tag>/...). */
  tags?: string[];
  /** Fastify's per-route body limit, when a route needs more (or less) than the app's 1 MiB. */
  bodyLimit?: number;
  handler: (this: FastifyInstance, request: FastifyRequest & { input: RouteInput<S> }, reply: FastifyReply) => unknown;
};

/**
 * A Fastify route whose access and input are declared in one place; pass it to `app.route()`.
 * @example app.route(defineRoute({ method: 'GET', url: '/me', access: 'authenticated', handler: ... }))
 */
export function defineRoute<const S extends InputSchemas = Record<never, never>>(
  definition: RouteDefinition<S>,
): RouteOptions {
  const schema: FastifySchema & Record<string, unknown> = {};
  if (definition.summary) schema.summary = definition.summary;
  if (definition.description) schema.description = definition.description;
  if (definition.tags) schema.tags = definition.tags;
  return {
    method: definition.method,
    url: definition.url,
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    schema,
    config: { access: definition.access, input: definition.input ?? {} },
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

async function parsePart(schema: AnySchema, value: unknown, emptyIsObject: boolean): Promise<unknown> {
  const input = value === undefined && emptyIsObject ? {} : value;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw badRequest(MESSAGES.invalidBody);
  const result = await v.safeParseAsync(schema, input);
  if (result.success) return result.output;
  const [first] = result.issues;
  throw badRequest(first ? describeIssue(first) : MESSAGES.invalidBody);
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
    if (input.body) parsed.body = await parsePart(input.body, request.body, false);
    else if (!isEmptyBody(request.body)) {
      const body = request.body;
      const [firstKey] = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
      throw badRequest(firstKey ? `Campo não permitido: ${firstKey}.` : NO_BODY);
    }
    if (input.query) parsed.query = await parsePart(input.query, request.query, true);
    if (input.params) parsed.params = await parsePart(input.params, request.params, true);
    request.input = parsed;
  };
}
