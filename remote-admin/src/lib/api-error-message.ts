import { isNetworkError } from '@colabora/shared/http';
import { HTTPError } from 'ky';

export const OFFLINE_MESSAGE = 'Sem comunicação com o servidor. Verifique sua conexão.';

/**
 * The sentence to show for a failed request: the API's own pt-BR message when it sent one
 * (400, 404, 409…), else `fallback`.
 * @example setError(await apiErrorMessage(error, 'Não foi possível salvar o usuário.'))
 */
export async function apiErrorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HTTPError) {
    const body = (await error.response
      .clone()
      .json()
      .catch(() => null)) as { message?: unknown } | null;
    return typeof body?.message === 'string' && body.message ? body.message : fallback;
  }
  if (isNetworkError(error)) return OFFLINE_MESSAGE;
  return fallback;
}

/** The JSON body of a failed request (e.g. an import report sent with a 400), or null. */
export async function apiErrorBody<T>(error: unknown): Promise<T | null> {
  if (!(error instanceof HTTPError)) return null;
  return (await error.response
    .clone()
    .json()
    .catch(() => null)) as T | null;
}
