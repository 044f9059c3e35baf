import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { idParamsSchema } from '@colabora/shared/contracts';
import routeAccess from '../plugins/auth/route-access';
import errorsPlugin from '../plugins/errors';
import { binaryResponse, defineRoute, findNulCharacter } from './define-route';

const itemSchema = v.strictObject({
  nome: v.pipe(v.string('Informe o nome.'), v.minLength(1, 'Informe o nome.'), v.maxLength(50, 'Nome longo demais.')),
  quantidade: v.optional(v.number()),
});

/** Route-access with a stand-in auth plugin: every caller is signed in. */
async function appWith(
  register: (app: FastifyInstance) => void,
  options: { checkResponses?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('authenticate', async () => undefined);
        instance.decorate('requirePermission', () => async () => undefined);
      },
      { name: 'auth' },
    ),
  );
  await app.register(routeAccess, options);
  register(app);
  await app.ready();
  return app;
}

describe('routes declared with defineRoute', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await appWith((instance) => {
      instance.route(
        defineRoute({
          method: 'PUT',
          url: '/api/itens/:id',
          access: 'authenticated',
          input: { params: idParamsSchema, body: itemSchema },
          response: { 200: v.strictObject({ id: v.number(), tipo: v.string(), nome: v.string() }) },
          async handler(request) {
            const { id } = request.input.params;
            const { nome } = request.input.body;
            return { id, tipo: typeof id, nome };
          },
        }),
      );
      instance.route(
        defineRoute({
          method: 'POST',
          url: '/api/aninhado',
          access: 'authenticated',
          input: { body: v.strictObject({ cliente: v.strictObject({ telefone: v.string() }) }) },
          response: { 200: v.strictObject({}) },
          handler: async () => ({}),
        }),
      );
      instance.route(
        defineRoute({
          method: 'POST',
          url: '/api/sem-corpo',
          access: 'authenticated',
          response: { 200: v.strictObject({ ok: v.boolean() }) },
          handler: async () => ({ ok: true }),
        }),
      );
    });
  });
  after(() => app.close());

  const put = (url: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('hands the handler the parsed, typed input', async () => {
    const response = await put('/api/itens/42', { nome: 'Caneta' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { id: 42, tipo: 'number', nome: 'Caneta' });
  });

  // `campo`: the body field a refusal is about (#12); none for a field the schema does not declare.
  const refusals: { name: string; url?: string; payload: unknown; message: string; campo?: string }[] = [
    { name: 'an unknown field', payload: { nome: 'x', admin: true }, message: 'Campo não permitido: admin.' },
    { name: 'a missing field', payload: {}, message: 'Campo obrigatório ausente: nome.', campo: 'nome' },
    { name: 'a null field', payload: { nome: null }, message: 'Informe o nome.', campo: 'nome' },
    {
      name: 'a wrong type',
      payload: { nome: 'x', quantidade: 'três' },
      message: 'Valor inválido no campo quantidade.',
      campo: 'quantidade',
    },
    { name: 'a NUL character', payload: { nome: 'a\u0000b' }, message: 'Caractere inválido (NUL) no campo nome.' },
    { name: 'a JSON array', payload: [], message: 'Corpo da requisição inválido: envie um objeto JSON.' },
    {
      name: 'a non-numeric id',
      url: '/api/itens/abc',
      payload: { nome: 'x' },
      message: 'id inválido: informe um número inteiro positivo.',
    },
    {
      name: 'an id beyond integer',
      url: '/api/itens/99999999999',
      payload: { nome: 'x' },
      message: 'id inválido: informe um número inteiro positivo.',
    },
  ];
  for (const { name, url, payload, message, campo } of refusals) {
    it(`answers ${name} with 400 naming the field`, async () => {
      const response = await put(url ?? '/api/itens/1', payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message, ...(campo ? { campo } : {}) });
    });
  }

  it('gives the top-level body field of a nested issue as campo, never a query or path parameter', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/api/aninhado',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ cliente: { telefone: 12 } }),
    });
    assert.equal(nested.statusCode, 400);
    assert.equal(nested.json().campo, 'cliente');
    const badId = await put('/api/itens/abc', { nome: 'x' });
    assert.equal('campo' in badId.json(), false);
  });

  it('refuses a body on a route that declares none, but accepts an empty one', async () => {
    const withBody = await app.inject({ method: 'POST', url: '/api/sem-corpo', payload: { x: 1 } });
    assert.equal(withBody.statusCode, 400);
    assert.deepEqual(withBody.json(), { success: false, message: 'Campo não permitido: x.' });
    assert.equal((await app.inject({ method: 'POST', url: '/api/sem-corpo' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'POST', url: '/api/sem-corpo', payload: {} })).statusCode, 200);
  });

  it('records path params, writes and schemas in the route table', () => {
    const entry = app.routeAccessTable.find((row) => row.url === '/api/itens/:id');
    assert.deepEqual(entry?.pathParams, ['id']);
    assert.equal(entry?.write, true);
    assert.equal(entry?.input?.body, itemSchema);
  });
});

describe('start-up checks of declared input', () => {
  it('refuses a schema that would accept unknown fields', async () => {
    await assert.rejects(
      appWith((app) => {
        app.route(
          defineRoute({
            method: 'POST',
            url: '/api/frouxo',
            access: 'authenticated',
            input: { body: v.object({ a: v.string() }) },
            response: { 200: v.strictObject({}) },
            handler: async () => ({}),
          }),
        );
      }),
      /sem v.strictObject/,
    );
  });

  it('refuses a route with :id whose input does not declare params', async () => {
    await assert.rejects(
      appWith((app) => {
        app.route(
          defineRoute({
            method: 'GET',
            url: '/api/coisa/:id',
            access: 'authenticated',
            input: {},
            response: { 200: v.strictObject({}) },
            handler: async () => ({}),
          }),
        );
      }),
      /declara config.input sem params \(id\)/,
    );
  });

  it('accepts a strict object inside a pipe', async () => {
    const app = await appWith((instance) => {
      instance.route(
        defineRoute({
          method: 'POST',
          url: '/api/pipe',
          access: 'authenticated',
          input: {
            body: v.pipe(
              v.strictObject({ a: v.string() }),
              v.check(() => true),
            ),
          },
          response: { 200: v.strictObject({}) },
          handler: async () => ({}),
        }),
      );
    });
    await app.close();
  });
});

describe('declared responses', () => {
  it('refuses to start a route that declares no 2xx answer', async () => {
    await assert.rejects(
      appWith((app) => {
        app.route({
          ...defineRoute({
            method: 'GET',
            url: '/api/sem-resposta',
            access: 'authenticated',
            response: { 200: v.strictObject({}) },
            handler: async () => ({}),
          }),
          config: { access: 'authenticated', input: {}, response: { 404: v.strictObject({}) } },
        });
      }),
      /não declara response/,
    );
  });

  describe('when the app checks answers (the test app does)', () => {
    let app: FastifyInstance;
    const okSchema = v.strictObject({ success: v.literal(true), total: v.number() });
    before(async () => {
      app = await appWith(
        (instance) => {
          instance.route(
            defineRoute({
              method: 'GET',
              url: '/api/resposta/:caso',
              access: 'authenticated',
              input: { params: v.strictObject({ caso: v.string() }) },
              response: { 200: okSchema },
              async handler(request, reply) {
                const { caso } = request.input.params;
                if (caso === 'campo-a-mais') return reply.send({ success: true, total: 1, senha: 'x' });
                if (caso === 'status') return reply.code(201).send({ success: true, total: 1 });
                if (caso === 'erro') return reply.code(404).send({ success: false, message: 'Não achei.' });
                return { success: true, total: 1 };
              },
            }),
          );
          instance.route(
            defineRoute({
              method: 'GET',
              url: '/api/imagem/:caso',
              access: 'authenticated',
              input: { params: v.strictObject({ caso: v.string() }) },
              response: { 200: binaryResponse('image/png') },
              handler: async (request, reply) =>
                reply
                  .header('Content-Type', request.input.params.caso === 'png' ? 'image/png' : 'text/html')
                  .send(Buffer.from('bytes')),
            }),
          );
        },
        { checkResponses: true },
      );
    });
    after(() => app.close());

    const get = async (url: string) => {
      const response = await app.inject({ url });
      return { status: response.statusCode, message: (response.json() as { message?: string }).message };
    };

    it('lets through what matches, and any refusal (4xx) untouched', async () => {
      assert.equal((await app.inject({ url: '/api/resposta/ok' })).statusCode, 200);
      assert.deepEqual(await get('/api/resposta/erro'), { status: 404, message: 'Não achei.' });
      assert.equal((await app.inject({ url: '/api/imagem/png' })).statusCode, 200);
    });

    it('fails loudly, naming the route and the field, on an answer the document does not describe', async () => {
      const extra = await get('/api/resposta/campo-a-mais');
      assert.equal(extra.status, 500);
      assert.match(extra.message ?? '', /GET \/api\/resposta\/:caso.*senha/);
      const status = await get('/api/resposta/status');
      assert.equal(status.status, 500);
      assert.match(status.message ?? '', /status 201 não declarado/);
      const html = await app.inject({ url: '/api/imagem/html' });
      assert.equal(html.statusCode, 500);
      assert.match(html.body, /content-type text\/html/);
    });
  });
});

describe('findNulCharacter', () => {
  it('finds NUL in nested values and keys, without recursion limits', () => {
    assert.equal(findNulCharacter({ a: [{ b: 'x\u0000' }] }), 'a.0.b');
    assert.equal(findNulCharacter({ 'k\u0000': 1 }), 'k\u0000');
    assert.equal(findNulCharacter({ a: 'ok' }), null);
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    assert.equal(typeof findNulCharacter(deep), 'string');
  });
});
