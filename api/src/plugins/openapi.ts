import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import { apiErrorSchema } from '@colabora/shared/contracts';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import {
  defineRoute,
  isBinaryResponse,
  type InputSchemas,
  type ResponseDeclaration,
  type ResponseSchemas,
} from '../http/define-route';
import type { RouteAccess } from '../http/route-access';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/openapi.json';

type OpenApiOperation = Record<string, unknown> & { requestBody?: { required?: boolean } };
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

/** The valibot schema as OpenAPI 3.0 JSON Schema: its input side (before transforms), lenient. */
export function openApiSchema(schema: v.GenericSchema | v.GenericSchemaAsync): Record<string, unknown> {
  const json = toJsonSchema(schema as v.GenericSchema, {
    target: 'openapi-3.0',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** OpenAPI of one declared answer: its JSON schema, or its content types as binary. */
function responseObject(status: number, declaration: ResponseDeclaration): Record<string, unknown> {
  const description = status === 201 ? 'Criado' : 'Sucesso';
  if (isBinaryResponse(declaration)) {
    const schema = { type: 'string', format: 'binary' };
    return {
      description,
      content: Object.fromEntries(declaration.contentTypes.map((type) => [type, { schema }])),
    };
  }
  return { description, ...openApiSchema(declaration) };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Marks a write that takes no body; `transformObject` makes its requestBody optional. */
const NO_BODY = 'x-sem-corpo';

function accessText(access: RouteAccess | undefined): string {
  if (!access || access === 'public') return 'Acesso: público.';
  if (access === 'authenticated') return 'Acesso: qualquer usuário autenticado.';
  const outras = access.alsoScreens?.length
    ? ` (ou em ${access.alsoScreens.map((tela) => `"${tela}"`).join(', ')})`
    : '';
  return `Acesso: letra ${access.letter} na tela "${access.screen}"${outras}${access.gestor ? ' e ser gestor' : ''}.`;
}

/**
 * The API's description, generated from the same valibot schemas that validate each route
 * (`config.input`) and the declared access: OpenAPI 3 at GET /api/openapi.json, Swagger UI at
 * /api/docs. Register after route-access and before the modules (it collects routes as they come).
 */
export default fp(
  async (app) => {
    app.declarePublicPrefix(DOCS_PREFIX);

    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Colabora API',
          version: '0.1.0',
          description:
            'API REST do Colabora. Respostas `{ success, message, data }`; erros `{ success: false, message, campo? }` ' +
            'em pt-BR (400 entrada inválida, 401 sessão, 403 permissão, 404 inexistente ou de outra instituição, ' +
            '409 conflito, 413 corpo grande demais, 429 tentativas demais, com `Retry-After`). `campo` vem quando a ' +
            'recusa é sobre um campo do corpo (o nome como o cliente o envia, ex.: `telefone`): validação (400) e ' +
            'valor já cadastrado (409). Esquema: `#/components/schemas/Erro`.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          schemas: { Erro: openApiSchema(apiErrorSchema) },
        },
      },
      transform({ schema, url, route }) {
        const lower = url.toLowerCase();
        if (!lower.startsWith('/api/') || lower.startsWith(DOCS_PREFIX) || lower === OPENAPI_JSON_PATH) {
          return { schema: { ...schema, hide: true } as FastifySchema, url };
        }
        const config = (route.config ?? {}) as {
          access?: RouteAccess;
          input?: InputSchemas;
          response?: ResponseSchemas;
        };
        const next: Record<string, unknown> = { ...(schema ?? {}) };
        const input = config.input ?? {};
        const methods = [route.method].flat().map(String);
        if (input.body) next.body = openApiSchema(input.body);
        else if (methods.some((method) => WRITE_METHODS.has(method))) {
          // Documented, not left out: this write takes nothing (an empty body or `{}`).
          next.body = { type: 'object', maxProperties: 0, description: 'Sem corpo: envie nada ou {}.' };
          next[NO_BODY] = true;
        }
        if (input.query) next.querystring = openApiSchema(input.query);
        if (input.params) next.params = openApiSchema(input.params);
        if (config.response) {
          next.response = Object.fromEntries(
            Object.entries(config.response).map(([status, declaration]) => [
              status,
              responseObject(Number(status), declaration),
            ]),
          );
        }
        next.tags = (schema as { tags?: string[] } | undefined)?.tags ?? [lower.split('/')[2] ?? 'api'];
        next.description = [(schema as { description?: string } | undefined)?.description, accessText(config.access)]
          .filter(Boolean)
          .join('\n\n');
        if (config.access && config.access !== 'public') next.security = [{ bearerAuth: [] }];
        // '/api/pedidos/' is the same route as '/api/pedidos' (a prefix plus '/'): documented once, as called.
        return { schema: next as FastifySchema, url: url.replace(/(.)\/$/, '$1') };
      },
      transformObject(documentObject) {
        const document = (documentObject as { openapiObject: OpenApiDocument }).openapiObject;
        for (const operations of Object.values(document.paths ?? {})) {
          for (const operation of Object.values(operations)) {
            if (!operation[NO_BODY]) continue;
            delete operation[NO_BODY];
            if (operation.requestBody) operation.requestBody.required = false;
          }
        }
        return document;
      },
    });

    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: false },
      // Its own CSP would allow `https:` styles and framing by itself; security-headers.ts sets a
      // stricter one for /api/docs.
      staticCSP: false,
    });

    // Left out of the document it serves (see transform above).
    app.route(
      defineRoute({
        method: 'GET',
        url: OPENAPI_JSON_PATH,
        access: 'public',
        response: { 200: v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.unknown()) }) },
        handler: async () => app.swagger() as unknown as { openapi: string; paths: Record<string, unknown> },
      }),
    );
  },
  { name: 'openapi', dependencies: ['route-access'] },
);
