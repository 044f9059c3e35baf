import * as v from '@colabora/shared/schema';
import { fail, networkFailure, ok, reply, setupFakeApi } from '../testing/fake-api';
import { apiErrorMessage, errorBodyOf, httpStatusOf, serverFieldError, UnexpectedResponseError } from './api-error';
import { http } from './http-client';
import { HTTP_MESSAGES } from './messages';
import { getData, getEnvelope } from './read-envelope';

const api = setupFakeApi();

const pedidoRef = v.strictObject({ idPedido: v.number(), status: v.optional(v.picklist(['novo', 'pronto'])) });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('a requisição deveria ter falhado');
}

describe('given an answer in the API envelope', () => {
  it('getData returns its data and sends the query string the caller gave', async () => {
    api.on('GET', '/api/pedidos', () => ok([{ idPedido: 7 }]));
    await expect(getData(http.get('/api/pedidos', { searchParams: { page: 2 } }), v.array(pedidoRef))).resolves.toEqual(
      [{ idPedido: 7 }],
    );
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/pedidos', searchParams: { page: '2' } });
  });

  it('getData fails clearly when the server sent no data', async () => {
    api.on('GET', '/api/x', () => ({ success: true, message: 'ok' }));
    const error = await failureOf(getData(http.get('/api/x'), pedidoRef));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(apiErrorMessage(error)).toBe('Resposta inesperada do servidor (sem dados). Tente novamente.');
  });

  it('getEnvelope refuses a body that is not an envelope', async () => {
    api.on('GET', '/api/x', () => [1, 2]);
    await expect(getEnvelope(http.get('/api/x'))).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('getEnvelope gives the server message of a command without data', async () => {
    api.on('PATCH', '/api/pedidos/:id/status', (call) =>
      ok(null, `Pedido ${call.params.id}: ${String((call.json as { status: string }).status)}.`),
    );
    const envelope = await getEnvelope(http.patch('/api/pedidos/7/status', { json: { status: 'pronto' } }));
    expect(envelope.message).toBe('Pedido 7: pronto.');
  });
});

describe('given an answer that breaks its contract (development and tests)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('getData refuses it, naming the first field that differs, and logs every issue', async () => {
    api.on('GET', '/api/pedidos', () => ok([{ idPedido: 7 }, { idPedido: 8, status: 'perdido' }]));
    const error = await failureOf(getData(http.get('/api/pedidos'), v.array(pedidoRef)));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(apiErrorMessage(error)).toBe('Resposta inesperada do servidor (campo 1.status). Tente novamente.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[http] resposta fora do contrato'),
      expect.any(Array),
    );
  });

  it('getData refuses a field the contract does not know (schemas are strict)', async () => {
    api.on('GET', '/api/pedidos/7', () => ok({ idPedido: 7, segredo: 'x' }));
    await expect(getData(http.get('/api/pedidos/7'), pedidoRef)).rejects.toThrow('(campo segredo)');
  });

  it('getEnvelope checks the data of a write when given its schema, and reads no data without one', async () => {
    api.on('PUT', '/api/pedidos/7', () => ok({ idPedido: '7' }, 'Salvo.'));
    await expect(getEnvelope(http.put('/api/pedidos/7', { json: {} }), pedidoRef)).rejects.toThrow('(campo idPedido)');
    await expect(getEnvelope(http.put('/api/pedidos/7', { json: {} }))).resolves.toMatchObject({ message: 'Salvo.' });
  });

  it('gives the data exactly as the server sent it', async () => {
    const sent = { idPedido: 7, status: 'novo' };
    api.on('GET', '/api/pedidos/7', () => ok(sent));
    await expect(getData(http.get('/api/pedidos/7'), pedidoRef)).resolves.toEqual(sent);
  });

  it('is skipped in a production build (the figures in docs/decisions/0023-one-way-ui.md)', async () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      api.on('GET', '/api/pedidos/7', () => ok({ idPedido: 7, status: 'perdido' }));
      await expect(getData(http.get('/api/pedidos/7'), pedidoRef)).resolves.toEqual({ idPedido: 7, status: 'perdido' });
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});

describe('given a failed request', () => {
  it("shows the API's own pt-BR message and its status", async () => {
    api.on('POST', '/api/usuarios', () => fail('Este telefone já está cadastrado.', 409));
    const error = await failureOf(http.post('/api/usuarios', { json: {} }).json());
    expect(apiErrorMessage(error, 'Não foi possível salvar.')).toBe('Este telefone já está cadastrado.');
    expect(httpStatusOf(error)).toBe(409);
    expect(errorBodyOf(error)).toEqual({ success: false, message: 'Este telefone já está cadastrado.' });
  });

  it('names the field the server tied the refusal to, so a form can show it there', async () => {
    api.on('POST', '/api/usuarios', () =>
      reply(409, { success: false, message: 'Este telefone já está cadastrado.', campo: 'telefone' }),
    );
    const error = await failureOf(http.post('/api/usuarios', { json: {} }).json());
    expect(serverFieldError(error)).toEqual({ campo: 'telefone', message: 'Este telefone já está cadastrado.' });
    api.on('POST', '/api/outra', () => fail('Sem campo.', 409));
    expect(serverFieldError(await failureOf(http.post('/api/outra', { json: {} }).json()))).toBeNull();
  });

  it('falls back to the caller’s sentence when the server sent no message', async () => {
    api.on('GET', '/api/x', () => reply(500, 'Internal Server Error'));
    const error = await failureOf(http.get('/api/x').json());
    expect(apiErrorMessage(error, 'Não foi possível carregar.')).toBe('Não foi possível carregar.');
    expect(httpStatusOf(error)).toBe(500);
  });

  it('says the server cannot be reached when no answer came (status 0)', async () => {
    api.on('GET', '/api/x', () => networkFailure());
    const error = await failureOf(http.get('/api/x').json());
    expect(apiErrorMessage(error, 'Não foi possível carregar.')).toBe(HTTP_MESSAGES.offline);
    expect(httpStatusOf(error)).toBe(0);
  });

  it('is not an HTTP failure when the code itself threw, even a TypeError', () => {
    expect(httpStatusOf(new Error('bug'))).toBeNull();
    expect(apiErrorMessage(new Error('bug'), 'Falhou.')).toBe('Falhou.');
    expect(apiErrorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"), 'Falhou.')).toBe(
      'Falhou.',
    );
  });
});
