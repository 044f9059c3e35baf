import type { ApiResponse } from '../contracts/api-response';
import { UnexpectedResponseError } from './api-error';

/** What ky's `http.get(...)` (and friends) return: a promise of a Response with `.json()`. */
type JsonResponsePromise = PromiseLike<Response> & { json: <T = unknown>() => Promise<T> };

function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { success?: unknown }).success === 'boolean' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/**
 * The whole `{ success, message, data }` envelope of an answer, checked to be one.
 * @example const { message } = await getEnvelope(http.patch(`/api/pedidos/${id}/status`, { json }))
 */
export async function getEnvelope<T>(request: JsonResponsePromise): Promise<ApiResponse<T>> {
  const body = await request.json<unknown>();
  if (!isEnvelope(body)) throw new UnexpectedResponseError('sem envelope');
  return body as ApiResponse<T>;
}

/**
 * The `data` of an answer's envelope; fails clearly when the server sent none.
 * @example const pedidos = await getData<Page<PedidoResumo>>(http.get('/api/pedidos', { searchParams }))
 */
export async function getData<T>(request: JsonResponsePromise): Promise<T> {
  const envelope = await getEnvelope<T>(request);
  if (envelope.data === undefined || envelope.data === null) throw new UnexpectedResponseError('sem dados');
  return envelope.data;
}
