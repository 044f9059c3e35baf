import type { LoginData, LoginRequest } from '@colabora/shared/contracts/auth';

/*
 * Signing in with plain fetch, not the app's HTTP client: the sign-in page's first-load script
 * (src/acesso-login) sends it before the app has loaded, and the same function serves the page
 * once React runs it. Login needs no token and no global error handling.
 */

/** Login errors, verbatim from SPEC §8. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'Credenciais inválidas',
  connection: 'Erro de conexão com o servidor',
  invalidResponse: 'Resposta inválida do servidor',
} as const;

export class LoginError extends Error {}

type Envelope = { success?: unknown; message?: unknown; data?: Partial<LoginData> };

async function readBody(response: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Envelope) : null;
  } catch {
    return null;
  }
}

const messageOf = (body: Envelope | null): string | null =>
  typeof body?.message === 'string' && body.message ? body.message : null;

/** POST /api/auth/login; resolves with the session or rejects with a LoginError whose message is shown as is. */
export async function login(request: LoginRequest): Promise<LoginData> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    throw new LoginError(LOGIN_ERRORS.connection);
  }
  const body = await readBody(response);
  if (response.status === 400) throw new LoginError(messageOf(body) ?? LOGIN_ERRORS.invalidCredentials);
  // Too many failed attempts: the server says how long to wait ('Muitas tentativas…').
  if (response.status === 429) throw new LoginError(messageOf(body) ?? LOGIN_ERRORS.connection);
  if (!response.ok) throw new LoginError(LOGIN_ERRORS.connection);
  const data = body?.data;
  if (body?.success !== true || !data?.token || !data.usuario || !data.expiresAt) {
    throw new LoginError(
      body?.success === false ? (messageOf(body) ?? LOGIN_ERRORS.invalidResponse) : LOGIN_ERRORS.invalidResponse,
    );
  }
  return data as LoginData;
}
