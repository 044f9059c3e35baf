import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { idParamsSchema } from '@colabora/shared/contracts';
import routeAccess from '../plugins/auth/route-access';
import errorsPlugin from '../plugins/errors';
import { defineRoute, findNulCharacter } from './define-route';

const itemSchema = v.strictObject({
  nome: v.pipe(v.string('Informe o nome.'), v.minLength(1, 'Informe o nome.'), v.maxLength(50, 'Nome longo demais.')),
  quantidade: v.optional(v.number()),
});

/** Route-access with a stand-in auth plugin: every caller is signed in. */
async function appWith(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
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
  await app.register(routeAccess);
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
          url: '/api/sem-corpo',
          access: 'authenticated',
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

  const refusals: { name: string; url?: string; payload: unknown; message: string }[] = [
    { name: 'an unknown field', payload: { nome: 'x', admin: true }, message: 'Campo não permitido: admin.' },
    { name: 'a missing field', payload: {}, message: 'Campo obrigatório ausente: nome.' },
    { name: 'a null field', payload: { nome: null }, message: 'Informe o nome.' },
    {
      name: 'a wrong type',
      payload: { nome: 'x', quantidade: 'três' },
      message: 'Valor inválido no campo quantidade.',
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
  for (const { name, url, payload, message } of refusals) {
    it(`answers ${name} with 400 naming the field`, async () => {
      const response = await put(url ?? '/api/itens/1', payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message });
    });
  }

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
          handler: async () => ({}),
        }),
      );
    });
    await app.close();
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
