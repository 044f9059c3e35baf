import { saoPauloDay } from '../format/date-time';

/**
 * The GETs a screen's first render reads, declared by the remote that owns the screen in its
 * manifest (`metaData.firstRequests`, keyed by the screen's top-level route), so the host's first
 * script can send them as soon as it has the manifest — beside the remote's code instead of after
 * it (issue #25, ADR 0041). A template is a path with its query, exactly as the screen's own query
 * asks for it (the remote's test holds the two together), with tokens the host fills in:
 * - `{diaSP:N}`: São Paulo's date N days from now (`{diaSP:0}` today, `{diaSP:-6}` six days ago), yyyy-mm-dd;
 * - `{id}`: the number after the screen's path (`/chat/42` → 42); without one the request is skipped.
 * A template the screen does not ask for is harmless: its answer is simply never taken.
 * @example expandFirstRequest('/api/chats/{id}', { path: '/42', now: new Date() }) // → '/api/chats/42'
 */
export type FirstRequests = Readonly<Record<string, readonly string[]>>;

/** The manifest's metaData key the host reads. */
export const FIRST_REQUESTS_KEY = 'firstRequests';

const DAY_MS = 86_400_000;

/** A template filled in for the address below the screen's path (`'/'`, `'/42'`), or null when it cannot be. */
export function expandFirstRequest(template: string, { path, now }: { path: string; now: Date }): string | null {
  const id = /^\/(\d+)\/?$/.exec(path)?.[1];
  let complete = true;
  const url = template.replace(/\{(diaSP:(-?\d+)|id)\}/g, (_token, _name: string, days: string | undefined) => {
    if (days !== undefined) return saoPauloDay(new Date(now.getTime() + Number(days) * DAY_MS));
    if (id === undefined) complete = false;
    return id ?? '';
  });
  return complete && url.startsWith('/') && !url.includes('{') ? url : null;
}
