import { networkFailure, reply, setupFakeApi } from '@colabora/shared/testing';
import { login, LoginError } from './login';

const api = setupFakeApi();

/** The server answers the sign-in with this status and body (a string is sent as is). */
function failWith(status: number, body: unknown) {
  api.on('POST', '/api/auth/login', () =>
    typeof body === 'string' ? new Response(body, { status }) : reply(status, body),
  );
}

async function loginError(): Promise<string> {
  try {
    await login({ telefone: '11999990001', senha: 'x' });
  } catch (error) {
    if (error instanceof LoginError) return error.message;
    throw error;
  }
  throw new Error('o login deveria ter falhado');
}

describe('signing in (SPEC §8 error catalogue)', () => {
  it('400 shows the server message', async () => {
    failWith(400, { success: false, message: 'Telefone ou senha inválidos.' });
    expect(await loginError()).toBe('Telefone ou senha inválidos.');
  });

  it("400 without a message shows 'Credenciais inválidas'", async () => {
    failWith(400, '');
    expect(await loginError()).toBe('Credenciais inválidas');
  });

  it('429 shows how long to wait, from the server', async () => {
    failWith(429, { success: false, message: 'Muitas tentativas de acesso. Tente novamente em 15 minutos.' });
    expect(await loginError()).toBe('Muitas tentativas de acesso. Tente novamente em 15 minutos.');
  });

  it("another failure shows 'Erro de conexão com o servidor'", async () => {
    failWith(500, { success: false, message: 'x' });
    expect(await loginError()).toBe('Erro de conexão com o servidor');
  });

  it("a network error shows 'Erro de conexão com o servidor'", async () => {
    api.on('POST', '/api/auth/login', () => networkFailure());
    expect(await loginError()).toBe('Erro de conexão com o servidor');
  });

  it("an answer that is not JSON is 'Resposta inválida do servidor'", async () => {
    api.on('POST', '/api/auth/login', () => new Response('<html>', { status: 200 }));
    expect(await loginError()).toBe('Resposta inválida do servidor');
  });

  it("a success without session data is 'Resposta inválida do servidor'", async () => {
    api.on('POST', '/api/auth/login', () => ({ success: true, message: 'ok', data: {} }));
    expect(await loginError()).toBe('Resposta inválida do servidor');
  });
});
