import { HTTP_MESSAGES, OFFLINE_TOAST_GUARD_MS } from './messages';

/** What the app does about a failed request (SPEC §8), decided in one place. */
export type HttpFailureAction =
  | { kind: 'offline-toast'; message: string }
  | { kind: 'session-expired'; message: string }
  | { kind: 'log'; level: 'warn' | 'info' }
  | { kind: 'ignore' };

const OFFLINE_STATUSES = new Set([0, 502, 503, 504]);

/**
 * Maps a failure to its action. `status` 0 stands for a network error.
 * @example decideHttpFailure(503, '/api/Menu/me') // → { kind: 'offline-toast', ... }
 */
export function decideHttpFailure(status: number, url: string): HttpFailureAction {
  if (OFFLINE_STATUSES.has(status)) return { kind: 'offline-toast', message: HTTP_MESSAGES.offline };
  if (status === 401 || status === 403) return { kind: 'session-expired', message: HTTP_MESSAGES.sessionExpired };
  // 404 is ignored, and never logged for photos.
  if (status === 404) return url.includes('/foto/') ? { kind: 'ignore' } : { kind: 'log', level: 'info' };
  if (status === 400) return { kind: 'log', level: 'warn' };
  return { kind: 'log', level: 'warn' };
}

/** Lets the offline toast through at most once per guard window. */
export function createRepeatGuard(windowMs = OFFLINE_TOAST_GUARD_MS, now: () => number = Date.now) {
  let last = -Infinity;
  return (): boolean => {
    const t = now();
    if (t - last < windowMs) return false;
    last = t;
    return true;
  };
}
