import * as v from '@colabora/shared/schema';
import type { ApiResponse } from '../contracts/api-response';
import { UnexpectedResponseError } from './api-error';
import { checkResponse } from './check-response';

/** What ky's `http.get(...)` (and friends) return: a promise of a Response with `.json()`. */
type JsonResponsePromise = PromiseLike<Response> & { json: <T = unknown>() => Promise<T> };

/** A valibot schema of an answer's `data`, from `@colabora/shared/contracts` (the API declares its routes with it). */
type DataSchema = v.GenericSchema;

function isEnvelope(body: unknown): body is ApiResponse<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { success?: unknown }).success === 'boolean' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/**
 * The whole `{ success, message, data }` envelope of an answer, checked to be one. With a schema,
 * its `data` (when present) is checked against the contract, as `getData` does; without one, the
 * answer's data is not read (a command's answer, e.g. a delete).
 * @example const { message, data } = await getEnvelope(http.patch(`/api/pedidos/${id}/status`, { json }), pedidoSchema)
 * @example const { message } = await getEnvelope(http.delete(`/api/produtos-servicos/${id}`))
 */
export async function getEnvelope(request: JsonResponsePromise): Promise<ApiResponse<unknown>>;
export async function getEnvelope<S extends DataSchema>(
  request: JsonResponsePromise,
  schema: S,
): Promise<ApiResponse<v.InferOutput<S>>>;
export async function getEnvelope(request: JsonResponsePromise, schema?: DataSchema): Promise<ApiResponse<unknown>> {
  const body = await request.json<unknown>();
  if (!isEnvelope(body)) throw new UnexpectedResponseError('sem envelope');
  if (schema && body.data !== undefined && body.data !== null) checkResponse(schema, body.data, request);
  return body;
}

/**
 * The `data` of an answer's envelope, checked against its contract's schema (checkResponse: in
 * development and tests; see docs/decisions/0023-one-way-ui.md for production). Fails clearly when
 * the server sent none, or something else than the contract says.
 * @example const pedidos = await getData(http.get('/api/pedidos', { searchParams }), pedidosPageSchema)
 */
export async function getData<S extends DataSchema>(request: JsonResponsePromise, schema: S): Promise<v.InferOutput<S>>;
export async function getData(request: JsonResponsePromise, schema: DataSchema): Promise<unknown> {
  const envelope = await getEnvelope(request, schema);
  if (envelope.data === undefined || envelope.data === null) throw new UnexpectedResponseError('sem dados');
  return envelope.data;
}

/**
 * The whole JSON body of an answer that keeps the seed's own shape instead of the envelope (the
 * push routes), checked against its schema like `getData`.
 * @example const { publicKey } = await getJson(http.get('/api/PushNotification/vapid-key'), vapidKeyResponseSchema)
 */
export async function getJson<S extends DataSchema>(
  request: JsonResponsePromise,
  schema: S,
): Promise<v.InferOutput<S>> {
  const body = await request.json<unknown>();
  checkResponse(schema, body, request);
  return body as v.InferOutput<S>;
}
