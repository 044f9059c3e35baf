import ky, { type KyInstance } from 'ky';
import { appStore } from '../session/app-store';
import { sessionAtom } from '../session/session-atom';
import { NetworkError, rememberErrorBody } from './api-error';
import { takeEarlyResponse } from './early-responses';
import { createRepeatGuard, decideHttpFailure } from './http-error-policy';

export type HttpHandlers = {
  /** Shows a toast (the host wires react-hot-toast; toasts last 3 s). */
  notify: (message: string) => void;
  /** 401/403: the host logs out and goes to /acesso. */
  onSessionExpired: () => void;
};

let handlers: HttpHandlers = {
  notify: () => undefined,
  onSessionExpired: () => undefined,
};
const offlineGuard = createRepeatGuard();

/** The host installs the app-wide reactions once at start-up. */
export function configureHttp(next: HttpHandlers): void {
  handlers = next;
}

/** Requests that must not trigger the global handling (e.g. the login form shows its own). */
export const SKIP_GLOBAL_ERRORS = 'x-colabora-skip-global-errors';

function handleFailure(status: number, url: string): void {
  const action = decideHttpFailure(status, url);
  switch (action.kind) {
    case 'offline-toast':
      if (offlineGuard()) handlers.notify(action.message);
      return;
    case 'session-expired':
      handlers.notify(action.message);
      handlers.onSessionExpired();
      return;
    case 'log':
      console[action.level](`[http] ${status} ${url}`);
      return;
    case 'ignore':
      return;
  }
}

/**
 * The one HTTP client of the app: the bearer token only on URLs containing /api/ (SPEC §7),
 * and the global failure handling of SPEC §8.
 * @example const menu = await getData(http.get('/api/Menu/me'), v.array(menuItemSchema));
 */
export const http: KyInstance = ky.create({
  retry: 0,
  // A request that gets no response at all counts as status 0 (SPEC §8).
  fetch: async (input, init) => {
    const request = input instanceof Request ? input : null;
    try {
      // The menu, asked by the host's first script before this code loaded (issue #25).
      const early =
        request?.method === 'GET' ? takeEarlyResponse(request.url, request.headers.get('Authorization')) : undefined;
      return await (early ?? fetch(input, init));
    } catch (error) {
      const aborted = error instanceof Error && error.name === 'AbortError';
      if (aborted) throw error;
      if (!request?.headers.has(SKIP_GLOBAL_ERRORS)) handleFailure(0, request?.url ?? String(input));
      throw new NetworkError(error);
    }
  },
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = appStore.get(sessionAtom)?.token;
        if (token && request.url.includes('/api/')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [
      async (error) => {
        // Read the body now, so apiErrorMessage can show the server's sentence synchronously.
        await rememberErrorBody(error);
        if (!error.request.headers.has(SKIP_GLOBAL_ERRORS)) handleFailure(error.response.status, error.request.url);
        return error;
      },
    ],
  },
});
