/**
 * Stands in for @colabora/shared/http in unit tests (jest.mock at the edge): `http` answers from
 * `route` and records every call; `httpError` builds what ky throws for a status.
 * @example jest.mock('@colabora/shared/http', () => jest.requireActual('../../../test/fake-http'));
 */
type Options = { json?: unknown; searchParams?: Record<string, string> };
export type Call = { method: string; url: string; json?: unknown; searchParams?: Record<string, string> };
type Route = (call: Call) => unknown;

export const calls: Call[] = [];
let route: Route = () => {
  throw new Error('sem rota de teste');
};

/** Sets how the fake API answers: return a body, or throw `httpError(...)`. */
export function answer(next: Route): void {
  route = next;
  calls.length = 0;
}

export function httpError(status: number, body: unknown) {
  const error = new Error(`HTTP ${status}`) as Error & { response: unknown };
  error.response = { status, clone: () => ({ json: async () => body }) };
  return error;
}

function request(method: string) {
  return (url: string, options: Options = {}) => {
    const call: Call = { method, url, json: options.json, searchParams: options.searchParams };
    calls.push(call);
    const result = Promise.resolve().then(() => route(call));
    return { json: () => result, blob: () => result };
  };
}

export const http = {
  get: request('GET'),
  post: request('POST'),
  put: request('PUT'),
  patch: request('PATCH'),
  delete: request('DELETE'),
};
