import type { LoginData, LoginRequest } from '@colabora/shared/contracts/auth';
import {
  errorBodyOf,
  getEnvelope,
  http,
  httpStatusOf,
  SKIP_GLOBAL_ERRORS,
  UnexpectedResponseError,
} from '@colabora/shared/http';

/** Login errors, verbatim from SPEC §8. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'Credenciais inválidas',
  connection: 'Erro de conexão com o servidor',
  invalidResponse: 'Resposta inválida do servidor',
} as const;

export class LoginError extends Error {}

/** The server's own sentence in a failed answer, if it sent one. */
function serverMessage(error: unknown): string | null {
  const message = errorBodyOf<{ message?: unknown }>(error)?.message;
  return typeof message === 'string' && message ? message : null;
}

/** Maps any failure to the sentence SPEC §8 shows for it. */
function loginErrorOf(error: unknown): LoginError {
  const status = httpStatusOf(error);
  if (status === 400) return new LoginError(serverMessage(error) ?? LOGIN_ERRORS.invalidCredentials);
  // Too many failed attempts: the server says how long to wait ('Muitas tentativas…').
  if (status === 429) return new LoginError(serverMessage(error) ?? LOGIN_ERRORS.connection);
  if (error instanceof SyntaxError || error instanceof UnexpectedResponseError) {
    return new LoginError(LOGIN_ERRORS.invalidResponse);
  }
  return new LoginError(LOGIN_ERRORS.connection);
}

/** POST /api/auth/login; resolves with the session or rejects with a LoginError whose message is shown as is. */
export async function login(request: LoginRequest): Promise<LoginData> {
  const body = await getEnvelope<LoginData>(
    http.post('/api/auth/login', { json: request, headers: { [SKIP_GLOBAL_ERRORS]: '1' } }),
  ).catch((error: unknown) => {
    throw loginErrorOf(error);
  });
  if (!body.success || !body.data?.token || !body.data.usuario || !body.data.expiresAt) {
    throw new LoginError(body.success === false && body.message ? body.message : LOGIN_ERRORS.invalidResponse);
  }
  return body.data;
}
