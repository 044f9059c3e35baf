import { HTTPError, TimeoutError } from 'ky';
import { HTTP_MESSAGES } from './messages';

/** Bodies of failed answers, read once by the HTTP client (ky's beforeError) so reading is sync. */
const errorBodies = new WeakMap<HTTPError, unknown>();

/** Reads and keeps the JSON body of a failed answer; called by the one HTTP client. */
export async function rememberErrorBody(error: HTTPError): Promise<void> {
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  errorBodies.set(error, body);
}

/** An answer that does not keep the API's contract (no envelope, or no `data` where it must be). */
export class UnexpectedResponseError extends Error {
  constructor(detail: string) {
    super(`Resposta inesperada do servidor (${detail}). Tente novamente.`);
    this.name = 'UnexpectedResponseError';
  }
}

/**
 * The JSON body the server sent with a failed answer (e.g. an import report with a 400), or null.
 * @example const report = errorBodyOf<ImportReport>(error)
 */
export function errorBodyOf<T>(error: unknown): T | null {
  if (!(error instanceof HTTPError)) return null;
  return (errorBodies.get(error) as T | undefined) ?? null;
}

/**
 * A request that got no HTTP response at all (offline, DNS, refused, CORS). The one HTTP client
 * wraps fetch's own failure in it, so a TypeError from a bug is never taken for "offline".
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Sem resposta do servidor.', { cause });
    this.name = 'NetworkError';
  }
}

/** True for a failure without any HTTP response (offline, DNS, refused, CORS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError;
}

/**
 * The HTTP status of a failure: the answer's status, 0 when no answer came at all (SPEC §8),
 * null when the error is not an HTTP failure.
 * @example if (httpStatusOf(error) === 409) setFieldError('telefone', apiErrorMessage(error))
 */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof HTTPError) return error.response.status;
  if (error instanceof TimeoutError || isNetworkError(error)) return 0;
  return null;
}

/** Shown when nothing better is known. */
export const GENERIC_FAILURE_MESSAGE = 'Não foi possível concluir a operação. Tente novamente.';

/**
 * The pt-BR sentence to show for any failed request: the API's own message when it sent one
 * (400, 404, 409…), the offline sentence when no answer came, else `fallback`.
 * @example <ErrorState message={apiErrorMessage(query.error, 'Não foi possível carregar os pedidos.')} />
 */
export function apiErrorMessage(error: unknown, fallback: string = GENERIC_FAILURE_MESSAGE): string {
  if (error instanceof HTTPError) {
    const body = errorBodyOf<{ message?: unknown }>(error);
    return typeof body?.message === 'string' && body.message.trim() ? body.message : fallback;
  }
  if (error instanceof TimeoutError) return HTTP_MESSAGES.timeout;
  if (isNetworkError(error)) return HTTP_MESSAGES.offline;
  if (error instanceof UnexpectedResponseError) return error.message;
  return fallback;
}

/** A refusal the server tied to one field of the form (`{ success: false, message, campo }`). */
export type ServerFieldError = { campo: string; message: string };

/**
 * The field a failed answer is about, when the server named one (400 validation, 409 duplicate):
 * a form shows the message on that field, where the user will fix it, instead of in a banner.
 * @example
 * const field = serverFieldError(error);
 * if (field) setError(field.campo as keyof Form, { type: 'server', message: field.message });
 */
export function serverFieldError(error: unknown): ServerFieldError | null {
  const body = errorBodyOf<{ message?: unknown; campo?: unknown }>(error);
  if (typeof body?.campo !== 'string' || !body.campo || typeof body.message !== 'string') return null;
  return { campo: body.campo, message: body.message };
}
