import * as v from '@colabora/shared/schema';
import { UnexpectedResponseError } from './api-error';

/**
 * Whether answers are checked against their contract: in development and in tests. Production
 * builds skip it (webpack writes NODE_ENV in, so the check is not even in the bundle): the API's
 * own tests already check every answer against the same schemas (checkResponses in
 * api/src/test/build-test-app.ts), and what it costs is in docs/decisions/0023-one-way-ui.md.
 */
export function checksResponses(): boolean {
  return process.env.NODE_ENV !== 'production';
}

/**
 * Checks `data` against the contract's schema and throws UnexpectedResponseError naming the first
 * field that differs (the console gets every issue). The data itself is never changed: response
 * schemas describe the wire as it is, so what production reads is exactly what was checked here.
 * @example checkResponse(pedidoSchema, envelope.data, request)
 */
export function checkResponse(schema: v.GenericSchema, data: unknown, request: PromiseLike<Response>): void {
  if (!checksResponses()) return;
  const result = v.safeParse(schema, data);
  if (result.success) return;
  const [first] = result.issues;
  const field = first ? (v.getDotPath(first) ?? 'data') : 'data';
  void Promise.resolve(request).then(
    (response) =>
      console.error(
        `[http] resposta fora do contrato: ${response.url} ${field}: ${first?.message ?? ''}`,
        result.issues,
      ),
    () => undefined,
  );
  throw new UnexpectedResponseError(`campo ${field}`);
}
