import { fail, networkFailure, ok, reply, setupFakeApi } from '../testing/fake-api';
import { apiErrorMessage, errorBodyOf, httpStatusOf, serverFieldError, UnexpectedResponseError } from './api-error';
import { http } from './http-client';
import { HTTP_MESSAGES } from './messages';
import { getData, getEnvelope } from './read-envelope';

const api = setupFakeApi();

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
    await expect(getData(http.get('/api/pedidos', { searchParams: { page: 2 } }))).resolves.toEqual([{ idPedido: 7 }]);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/pedidos', searchParams: { page: '2' } });
  });

  it('getData fails clearly when the server sent no data', async () => {
    api.on('GET', '/api/x', () => ({ success: true, message: 'ok' }));
    const error = await failureOf(getData(http.get('/api/x')));
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
