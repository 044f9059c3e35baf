import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeWithApp } from '../test/build-test-app';

type Media = Record<string, { schema?: Record<string, unknown> }>;
type Operation = {
  requestBody?: { required?: boolean; content: Media };
  responses?: Record<string, { content?: Media }>;
  parameters?: { name: string; in: string }[];
  security?: unknown[];
  description?: string;
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

describeWithApp('the API description', (getApp) => {
  it('is OpenAPI 3, generated from the routes’ valibot schemas and access', async () => {
    const response = await getApp().app.inject({ url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const spec = response.json<OpenApi>();
    assert.match(spec.openapi, /^3\./);
    const login = spec.paths['/api/auth/login']?.post;
    const body = login?.requestBody?.content['application/json']?.schema;
    assert.deepEqual(Object.keys((body?.properties as object) ?? {}).sort(), ['senha', 'telefone']);
    assert.equal(body?.additionalProperties, false, 'campos desconhecidos recusados também na descrição');
    assert.equal(login?.security, undefined);
    const auditoria = spec.paths['/api/auditoria']?.get;
    assert.ok(auditoria?.parameters?.some((parameter) => parameter.name === 'entidade' && parameter.in === 'query'));
    assert.deepEqual(auditoria?.security, [{ bearerAuth: [] }]);
    assert.match(auditoria?.description ?? '', /gestor/);
    assert.ok(!Object.keys(spec.paths).some((path) => path.startsWith('/api/docs') || !path.startsWith('/api/')));
  });

  it('describes the error body, with campo for refusals about one field', async () => {
    const spec = (await getApp().app.inject({ url: '/api/openapi.json' })).json<
      OpenApi & { components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> } }
    >();
    const erro = spec.components.schemas.Erro;
    assert.deepEqual(Object.keys(erro?.properties ?? {}).sort(), ['campo', 'message', 'success']);
    assert.deepEqual([...(erro?.required ?? [])].sort(), ['message', 'success']);
  });

  it('documents the body of every POST, PUT and PATCH and the 2xx answer of every route', async () => {
    const { app } = getApp();
    const spec = (await app.inject({ url: '/api/openapi.json' })).json<OpenApi>();
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    const hasSchema = (media: Media | undefined) =>
      Object.values(media ?? {}).some((entry) => entry.schema && Object.keys(entry.schema).length > 0);
    const withoutBody = operations
      .filter(({ name, operation }) => /^(POST|PUT|PATCH) /.test(name) && !hasSchema(operation.requestBody?.content))
      .map(({ name }) => name);
    const withoutAnswer = operations
      .filter(({ operation }) =>
        Object.entries(operation.responses ?? {}).every(
          ([status, answer]) => !/^2/.test(status) || !hasSchema(answer.content),
        ),
      )
      .map(({ name }) => name);
    assert.deepEqual(withoutBody, [], 'rotas sem corpo documentado');
    assert.deepEqual(withoutAnswer, [], 'rotas sem resposta 2xx documentada');
    // Every /api route of the app is in the document (the UI's own files and the document aside).
    const documented = new Set(operations.map(({ name }) => name.toLowerCase()));
    const missing = app.routeAccessTable
      .filter((route) => !route.url.startsWith('/api/docs') && route.url !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`.toLowerCase())
      .filter((name) => !documented.has(name));
    assert.deepEqual(missing, []);
  });

  it('describes answers with the shared schemas: envelope, data, binary content types, optional empty bodies', async () => {
    const spec = (await getApp().app.inject({ url: '/api/openapi.json' })).json<OpenApi>();
    const me = spec.paths['/api/auth/me']?.get?.responses?.['200']?.content?.['application/json']?.schema;
    assert.deepEqual((me?.required as string[] | undefined)?.sort(), ['data', 'message', 'success']);
    const usuario = (me?.properties as Record<string, { properties?: object }>).data;
    assert.ok(Object.keys(usuario?.properties ?? {}).includes('instituicaoRazaoSocial'));
    const created = spec.paths['/api/pedidos']?.post?.responses;
    assert.ok(created?.['201']?.content?.['application/json']?.schema, 'POST /api/pedidos answers 201');
    const foto = spec.paths['/api/usuario/foto/me']?.get?.responses?.['200']?.content ?? {};
    assert.deepEqual(foto['image/png']?.schema, { type: 'string', format: 'binary' });
    const csv = spec.paths['/api/contatos/exportar']?.get?.responses?.['200']?.content ?? {};
    assert.ok(csv['text/csv']);
    const logout = spec.paths['/api/auth/logout']?.post?.requestBody;
    assert.equal(logout?.required, false, 'a write without a body says so');
    const upload = spec.paths['/api/usuario/foto/me']?.post?.requestBody?.content['application/json']?.schema;
    assert.deepEqual(Object.keys((upload?.properties as object) ?? {}), ['imagem']);
  });

  it('is browsable at /api/docs without a token, under a CSP that still forbids inline scripts', async () => {
    const { app } = getApp();
    const page = await app.inject({ url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /swagger-ui-bundle\.js/);
    assert.ok(!String(page.headers['content-security-policy']).match(/script-src[^;]*unsafe/));
    const bundle = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    assert.equal(bundle.statusCode, 200);
    const entries = app.routeAccessTable.filter((entry) => entry.url.startsWith('/api/docs'));
    assert.ok(entries.length > 0 && entries.every((entry) => entry.access === 'public'));
  });
});
