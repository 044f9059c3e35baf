import type { ApiResponse, LoginData, LoginRequest } from '@colabora/shared/contracts';
import { http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { HTTPError } from 'ky';

/** Login errors, verbatim from SPEC §8. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'Credenciais inválidas',
  connection: 'Erro de conexão com o servidor',
  invalidResponse: 'Resposta inválida do servidor',
} as const;

export class LoginError extends Error {}

/** POST /api/auth/login; resolves with the session or rejects with a LoginError whose message is shown as is. */
export async function login(request: LoginRequest): Promise<LoginData> {
  let body: ApiResponse<LoginData>;
  try {
    body = await http
      .post('/api/auth/login', { json: request, headers: { [SKIP_GLOBAL_ERRORS]: '1' } })
      .json<ApiResponse<LoginData>>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 400) {
      const message = await readMessage(error.response);
      throw new LoginError(message ?? LOGIN_ERRORS.invalidCredentials);
    }
    // Too many failed attempts: the server says how long to wait ('Muitas tentativas…').
    if (error instanceof HTTPError && error.response.status === 429) {
      throw new LoginError((await readMessage(error.response)) ?? LOGIN_ERRORS.connection);
    }
    if (error instanceof SyntaxError) throw new LoginError(LOGIN_ERRORS.invalidResponse);
    throw new LoginError(LOGIN_ERRORS.connection);
  }
  if (!body?.success || !body.data?.token || !body.data.usuario || !body.data.expiresAt) {
    throw new LoginError(body?.success === false && body.message ? body.message : LOGIN_ERRORS.invalidResponse);
  }
  return body.data;
}

async function readMessage(response: Response): Promise<string | null> {
  try {
    const parsed = (await response.json()) as Partial<ApiResponse<unknown>>;
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : null;
  } catch {
    return null;
  }
}
