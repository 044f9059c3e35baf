import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  assertDeclaredResponse,
  assertStrictInput,
  createInputValidator,
  createResponseChecker,
  pathParamNames,
  type InputSchemas,
  type ResponseSchemas,
} from '../../http/define-route';
import { forbidden } from '../../http/http-error';
import { screensOf, type RouteAccess } from '../../http/route-access';
import { principalOf } from './auth-plugin';

/**
 * A row of the access table: every /api route with what it needs. Tests walk it to generate the
 * cross-tenant matrix and the bad-input suite (api/src/test/route-probes.ts).
 */
export type RouteAccessEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  /** Names of the path parameters (`:id` → 'id'); a route with any names a record. */
  pathParams: string[];
  /** POST, PUT, PATCH, DELETE: the route changes something. */
  write: boolean;
  /** The declared schemas (empty on a route that takes no input). */
  input?: InputSchemas;
  /** The declared answers by status. */
  response?: ResponseSchemas;
  /** The route's own body limit in bytes, when it differs from the app's (file uploads). */
  bodyLimit?: number;
};

export type RouteAccessOptions = {
  /** Check every 2xx answer against the route's declared response (the test app does). */
  checkResponses?: boolean;
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every /api route and its declared access, in registration order. */
    routeAccessTable: RouteAccessEntry[];
    /**
     * Routes under `prefix` that a third-party plugin registers without `config` (the OpenAPI UI's
     * static files) are public. Call before registering that plugin; the only such prefix is /api/docs.
     */
    declarePublicPrefix(prefix: string): void;
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type PayloadHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;

async function requireGestor(request: FastifyRequest): Promise<void> {
  if (!principalOf(request).gestor) throw forbidden();
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Enforces the declared access of every route under /api, and refuses to start when a route
 * declares none, or declares no answer: a new route cannot be added without saying who may call
 * it and what it answers. Register it after the auth plugin and before any module.
 */
export default fp<RouteAccessOptions>(
  async (app, { checkResponses = false }) => {
    app.decorate('routeAccessTable', [] as RouteAccessEntry[]);
    app.decorateRequest('input', null);
    const publicPrefixes: string[] = [];
    app.decorate('declarePublicPrefix', (prefix: string) => {
      publicPrefixes.push(prefix.toLowerCase());
    });

    app.addHook('onRoute', (route) => {
      if (!route.url.toLowerCase().startsWith('/api/')) return;
      const url = route.url.toLowerCase();
      const access =
        route.config?.access ??
        (publicPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`)) ? 'public' : undefined);
      if (!access) {
        throw new Error(
          `A rota ${String(route.method)} ${route.url} não declara config.access (public, authenticated ou { screen, letter }).`,
        );
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const routeName = `${String(route.method)} ${route.url}`;
      const input = route.config?.input;
      const response = route.config?.response;
      const pathParams = pathParamNames(route.url);
      if (input) {
        assertStrictInput(routeName, input);
        if (pathParams.length && !input.params) {
          throw new Error(`A rota ${routeName} declara config.input sem params (${pathParams.join(', ')}).`);
        }
      }
      // Third-party routes under a public prefix (the OpenAPI UI's files) are not ours to describe.
      const declaredByUs = route.config?.access !== undefined;
      if (declaredByUs) assertDeclaredResponse(routeName, response);
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeAccessTable.push({
          method,
          url: route.url,
          access,
          pathParams,
          write: !READ_METHODS.has(method),
          ...(input ? { input } : {}),
          ...(response ? { response } : {}),
          ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
        });
      }
      // One chain, before the handler: who (401), may they (403), is the input acceptable (400).
      const steps: Hook[] = [];
      if (access !== 'public') steps.push(app.authenticate);
      if (typeof access === 'object') {
        steps.push(app.requirePermission(screensOf(access), access.letter));
        if (access.gestor) steps.push(requireGestor);
      }
      if (input) steps.push(createInputValidator(input));
      route.preValidation = [...steps, ...(asArray(route.preValidation) as Hook[])];
      if (checkResponses && response) {
        const checker = createResponseChecker(routeName, response);
        route.preSerialization = [...(asArray(route.preSerialization) as PayloadHook[]), checker.preSerialization];
        route.onSend = [...(asArray(route.onSend) as PayloadHook[]), checker.onSend];
      }
    });
  },
  { name: 'route-access', dependencies: ['auth'] },
);
