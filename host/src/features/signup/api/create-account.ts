import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { loginDataSchema, type LoginData } from '@colabora/shared/contracts/auth';
import type { CriarContaInput } from '@colabora/shared/contracts/conta';
import {
  errorBodyOf,
  getEnvelope,
  http,
  httpStatusOf,
  SKIP_GLOBAL_ERRORS,
  UnexpectedResponseError,
} from '@colabora/shared/http';

export const CREATE_ACCOUNT_ERRORS = {
  invalidData: 'Dados inválidos',
  connection: 'Erro de conexão com o servidor',
  invalidResponse: 'Resposta inválida do servidor',
} as const;

export class CreateAccountError extends Error {}

/**
 * POST /api/auth/criar-conta: creates the institution and its first gestor, and answers like a
 * login, so the new gestor is signed in at once. 400 and 409 carry the server's message.
 */
export async function createAccount(request: CriarContaInput): Promise<LoginData> {
  let body: ApiResponse<LoginData>;
  try {
    body = await getEnvelope(
      http.post('/api/auth/criar-conta', { json: request, headers: { [SKIP_GLOBAL_ERRORS]: '1' } }),
      loginDataSchema,
    );
  } catch (error) {
    if ([400, 409, 429].includes(httpStatusOf(error) ?? -1)) {
      const parsed = errorBodyOf<Partial<ApiResponse<unknown>>>(error);
      throw new CreateAccountError(parsed?.message || CREATE_ACCOUNT_ERRORS.invalidData);
    }
    if (error instanceof SyntaxError || error instanceof UnexpectedResponseError) {
      throw new CreateAccountError(CREATE_ACCOUNT_ERRORS.invalidResponse);
    }
    throw new CreateAccountError(CREATE_ACCOUNT_ERRORS.connection);
  }
  if (!body.success || !body.data?.token || !body.data.usuario || !body.data.expiresAt) {
    throw new CreateAccountError(CREATE_ACCOUNT_ERRORS.invalidResponse);
  }
  return body.data;
}
