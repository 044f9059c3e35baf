import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeWithApp } from '../test/build-test-app';

type Operation = {
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters?: { name: string; in: string }[];
  security?: unknown[];
  description?: string;
};

describeWithApp('the API description', (getApp) => {
  it('is OpenAPI 3, generated from the routes’ valibot schemas and access', async () => {
    const response = await getApp().app.inject({ url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const spec = response.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
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
