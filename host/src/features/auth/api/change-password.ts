import type { ApiResponse, ChangePasswordRequest, LoginData } from '@colabora/shared/contracts';
import { http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { HTTPError } from 'ky';

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
    return await http
      .put('/api/auth/alterar-senha', { json: request, headers: { [SKIP_GLOBAL_ERRORS]: '1' } })
      .json<ApiResponse<LoginData>>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 400) {
      const body = (await error.response.json().catch(() => null)) as Partial<ApiResponse<unknown>> | null;
      throw new ChangePasswordError(body?.message || CHANGE_PASSWORD_ERRORS.invalidData);
    }
    if (error instanceof HTTPError && error.response.status === 401) {
      throw new ChangePasswordError(CHANGE_PASSWORD_ERRORS.unauthorized, true);
    }
    throw new ChangePasswordError(CHANGE_PASSWORD_ERRORS.connection);
  }
}
