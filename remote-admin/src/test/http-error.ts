import { HTTPError } from 'ky';

/**
 * A ky HTTPError as the API would cause it (jsdom has no Response): `status` and the JSON body
 * `{ success: false, message }` plus any extra fields.
 */
export function httpError(status: number, message: string, extra: Record<string, unknown> = {}): HTTPError {
  const body = { success: false, message, ...extra };
  const response = { status, clone: () => ({ json: async () => body }), json: async () => body };
  return Object.assign(Object.create(HTTPError.prototype) as HTTPError, { response, name: 'HTTPError', message });
}
