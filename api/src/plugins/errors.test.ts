import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../http/http-error';
import errorsPlugin from './errors';

describe('the error handler', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  before(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    app = Fastify({ logger: { level: 'trace', stream } });
    await app.register(errorsPlugin);
    app.post('/eco', async () => ({ ok: true }));
    app.post('/campo', async () => {
      throw conflict('Já existe um usuário com este telefone.', 'telefone');
    });
    app.post('/sem-campo', async () => {
      throw badRequest('Requisição inválida.');
    });
    await app.ready();
  });
  after(() => app.close());

  it('never logs a fragment of a malformed JSON body (a password could be in it)', async () => {
    const secret = 'senha-secreta-do-usuario-42';
    for (const payload of [`{"senha":"${secret}"`, `{"senha":"${secret}" x}`, `{"senha":'${secret}'}`]) {
      const response = await app.inject({
        method: 'POST',
        url: '/eco',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message: 'JSON malformado no corpo da requisição.' });
    }
    const log = lines.join('');
    assert.ok(log.includes('requisição recusada'), 'the refusal is logged');
    assert.equal(log.includes('senha-secreta'), false, log);
  });

  it('names the field of a refusal about one field (campo), and only then', async () => {
    const withField = await app.inject({ method: 'POST', url: '/campo' });
    assert.equal(withField.statusCode, 409);
    assert.deepEqual(withField.json(), {
      success: false,
      message: 'Já existe um usuário com este telefone.',
      campo: 'telefone',
    });
    const without = await app.inject({ method: 'POST', url: '/sem-campo' });
    assert.deepEqual(without.json(), { success: false, message: 'Requisição inválida.' });
  });
});
