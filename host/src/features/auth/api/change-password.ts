import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { loginDataSchema, type ChangePasswordRequest, type LoginData } from '@colabora/shared/contracts/auth';
import { errorBodyOf, getEnvelope, http, httpStatusOf, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';

/** Change-password errors, verbatim from SPEC §8. */
export const CHANGE_PASSWORD_ERRORS = {
  invalidData: 'Dados inválidos',
  unauthorized: 'Não autorizado. Faça login novamente.',
  connection: 'Erro de conexão com o servidor',
} as const;

export class ChangePasswordError extends Error {
  constructor(
    message: string,
    readonly unauthorized = false,
  ) {
    super(message);
  }
}

/** PUT /api/auth/alterar-senha. The server answers with a fresh session (the old token is revoked). */
export async function changePassword(request: ChangePasswordRequest): Promise<ApiResponse<LoginData>> {
  try {
    return await getEnvelope(
      http.put('/api/auth/alterar-senha', { json: request, headers: { [SKIP_GLOBAL_ERRORS]: '1' } }),
      loginDataSchema,
    );
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 400) {
      const body = errorBodyOf<Partial<ApiResponse<unknown>>>(error);
      throw new ChangePasswordError(body?.message || CHANGE_PASSWORD_ERRORS.invalidData);
    }
    if (status === 401) throw new ChangePasswordError(CHANGE_PASSWORD_ERRORS.unauthorized, true);
    throw new ChangePasswordError(CHANGE_PASSWORD_ERRORS.connection);
  }
}
