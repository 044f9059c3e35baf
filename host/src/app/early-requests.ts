import { expandFirstRequest, FIRST_REQUESTS_KEY, type FirstRequests } from '@colabora/shared/contracts/first-requests';
import type { MenuItem } from '@colabora/shared/contracts/menu';
import type { EarlyResponses } from '@colabora/shared/http';
import { REMOTE_LOAD_TIMEOUT_MS } from '../federation/remote-load-timeout';
import { mayOpen } from '../routes/menu-rule';
import { effectiveRoutes, type AppRoute } from '../routes/route-table';
import { fetchTogether } from './fetch-together';
import { preloadRemoteCode, remoteCodeUrls } from './preload-remote-code';

/*
 * The first round trips of a signed-in screen, started by main.js itself (issue #25). The menu,
 * /remotes.json and then the screen's manifest used to wait for the shared modules (React, jotai,
 * TanStack Query, the router) to arrive and run: 1.5–2 s into a phone's load. Here they leave as
 * soon as main.js runs, in parallel with that code; the app's own requests for them take these
 * answers (shared/src/http/early-responses.ts). This file is part of main.js: it imports no shared
 * module (those load asynchronously), only the route table, the menu's rule and types.
 */

/** The key shared/src/http/early-responses.ts reads (EARLY_RESPONSES_KEY; a test checks both agree). */
export const EARLY_RESPONSES_KEY = '__colaboraEarlyResponses';

/**
 * Host side: also says when the manifest was asked for or refused (at once, or when menu and remotes
 * answered), and whether the screen's first data left from here (its remote's manifest declared it).
 */
type HostEarlyResponses = EarlyResponses & { manifestDecided: Promise<void>; firstRequestsSent: Promise<boolean> };

type EarlyWindow = Window & { [EARLY_RESPONSES_KEY]?: HostEarlyResponses };

type Options = {
  pathname?: string;
  storage?: Storage;
  target?: Window;
  now?: number;
};

/** One key per GET: the query's order does not matter (a screen's declared first requests, below). */
function keyOf(url: string, authorization: string | null, base: string): string {
  const parsed = new URL(url, base);
  parsed.searchParams.sort();
  return `${parsed.href} ${authorization ?? ''}`;
}

/** The stored session's bearer token while it is valid (the app's own check is readStoredSession). */
function storedToken(storage: Storage, now: number): string | null {
  try {
    const session = JSON.parse(storage.getItem('USER_INFO') ?? 'null') as {
      token?: unknown;
      expiresAt?: unknown;
    } | null;
    if (typeof session?.token !== 'string' || typeof session.expiresAt !== 'string') return null;
    return Date.parse(session.expiresAt) > now ? session.token : null;
  } catch {
    return null;
  }
}

/** A route's remote, when the path's first segment names a route of one segment that a remote owns. */
function remoteRouteOf(pathname: string): AppRoute | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return effectiveRoutes().find((route) => route.path === segment && route.owner.kind === 'remote');
}

/** The GETs the remote's manifest declares for the route's first render (contracts/first-requests.ts). */
function firstRequestsOf(manifest: unknown, routePath: string): readonly string[] {
  const declared = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData?.[FIRST_REQUESTS_KEY] as
    FirstRequests | undefined;
  const templates = declared?.[routePath];
  return Array.isArray(templates)
    ? templates.filter((template): template is string => typeof template === 'string')
    : [];
}

async function menuItemsOf(response: Response): Promise<MenuItem[] | null> {
  if (!response.ok) return null;
  const body = (await response.clone().json()) as { data?: unknown } | null;
  return Array.isArray(body?.data) ? (body.data as MenuItem[]) : null;
}

/**
 * Signed in, sends GET /api/Menu/me and /remotes.json at once and, when the menu allows the route
 * in the address bar and a remote owns it, that remote's manifest (a refused route still fetches
 * nothing from its remote). Publishes the answers for the app to take; nothing when signed out.
 * Answers whether it started (someone is signed in).
 */
export function startEarlyRequests({
  pathname = window.location.pathname,
  storage = localStorage,
  target = window,
  now = Date.now(),
}: Options = {}): boolean {
  const token = storedToken(storage, now);
  if (!token) return false;
  const base = target.location.href;
  const answers = new Map<string, Promise<Response>>();
  /** Keeps an answer for the app to take once (a failure is the taker's to see: it would have had the same one). */
  const keep = (url: string, authorization: string | null, answer: Promise<Response>) => {
    answer.catch(() => undefined);
    answers.set(keyOf(url, authorization, base), answer);
  };
  /** Sends a GET and keeps its answer for the app; `handOver` can hold that answer back until it has been read here. */
  const get = (
    url: string,
    init: RequestInit = {},
    authorization: string | null = null,
    handOver: (answer: Promise<Response>) => Promise<Response> = (answer) => answer,
  ) => {
    const answer = target.fetch(url, init);
    keep(url, authorization, handOver(answer));
    return answer;
  };
  const authorization = `Bearer ${token}`;
  const menu = get('/api/Menu/me', { headers: { Authorization: authorization } }, authorization);
  const remotes = get('/remotes.json', { cache: 'no-store' });
  const route = remoteRouteOf(pathname);
  const remoteName = route?.owner.kind === 'remote' ? route.owner.remote : null;
  // Read from clones made the moment each answer arrives, before the app can have read its body.
  const menuItems = menu.then(menuItemsOf);
  const remotesMap = remotes.then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null));
  // Whether the screen's first data left from here: known once the manifest has been read here.
  let manifestRead: Promise<boolean> = Promise.resolve(false);
  const manifestDecided =
    route && remoteName
      ? Promise.all([menuItems, remotesMap])
          .then(([items, map]) => {
            const manifest =
              items && mayOpen(route, items) && typeof map === 'object' && map !== null
                ? (map as Record<string, unknown>)[remoteName]
                : undefined;
            if (typeof manifest !== 'string') return;
            // The screen's first data leaves with its code, not after it (issue #25): the GETs its
            // remote declares, with the token, for the screen's queries to take; and its code
            // leaves now too, not once the host's own start has arrived (preload-remote-code.ts).
            const inside = pathname.slice(route.path.length + 1) || '/';
            const askForDataAndCode = (parsed: unknown): boolean => {
              const urls = firstRequestsOf(parsed, route.path)
                .map((template) => expandFirstRequest(template, { path: inside, now: new Date(now) }))
                .filter((url): url is string => url !== null);
              // In one request, each answered as if asked alone (fetch-together.ts).
              const fetcher = (url: string, init: RequestInit) => target.fetch(url, init);
              const data = fetchTogether(fetcher, urls, { headers: { Authorization: authorization } });
              for (const [url, answer] of data) keep(url, authorization, answer);
              const sent = urls.length > 0;
              const doc = (target as Partial<Window>).document;
              if (!doc || route.owner.kind !== 'remote') return sent;
              // The screen's `-prefetch` is only needed when its data did not leave from here
              // (start-route-early.ts): else its file would be one more request before the screen.
              const prefetch = route.owner.prefetch && !sent ? [`${route.owner.module}-prefetch`] : [];
              preloadRemoteCode(
                doc,
                remoteCodeUrls(parsed, new URL(manifest, base).href, [route.owner.module, ...prefetch]),
              );
              return sent;
            };
            // As the federation runtime asks (timeout-runtime-plugin.ts): never from the HTTP cache,
            // with a deadline. The runtime gets the answer only once it has been read here: both
            // read the same body, and when main.js had already run (a fast link, a warm cache) the
            // runtime used to ask for the code itself a few milliseconds before the preloads left,
            // so the requests were the runtime's. Now they are always the preloads' (the runtime's
            // own are answered from them), at the cost of the order of two reads of one body.
            get(
              manifest,
              { cache: 'no-cache', signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) },
              null,
              (answer) => {
                manifestRead = answer
                  .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
                  .then(askForDataAndCode)
                  .catch(() => false);
                return manifestRead.then(() => answer);
              },
            );
          })
          .catch(() => undefined)
      : Promise.resolve();
  const published: HostEarlyResponses = {
    manifestDecided,
    // Asked for (synchronously, when decided) or not at all: either way `manifestRead` is set by then.
    firstRequestsSent: manifestDecided.then(() => manifestRead),
    take(url, takerAuthorization) {
      const key = keyOf(url, takerAuthorization, base);
      const answer = answers.get(key);
      answers.delete(key);
      return answer;
    },
  };
  (target as EarlyWindow)[EARLY_RESPONSES_KEY] = published;
  return true;
}

/**
 * A GET without a token (/remotes.json, a manifest): main.js's answer if it started one, else the
 * network. Waits for main.js to know whether it asks for the manifest, so the two never both do.
 */
export async function fetchEarlyOr(url: string, init: RequestInit, target: Window = window): Promise<Response> {
  const early = (target as EarlyWindow)[EARLY_RESPONSES_KEY];
  if (early) {
    await early.manifestDecided;
    const answer = early.take(url, null);
    if (answer) return answer;
  }
  return target.fetch(url, init);
}

/**
 * Whether the screen's first data left with main.js (the route's remote declares it in its
 * manifest): then the screen's own queries take those answers and its `-prefetch` is not needed.
 */
export function earlyFirstRequestsSent(target: Window = window): Promise<boolean> {
  return (target as EarlyWindow)[EARLY_RESPONSES_KEY]?.firstRequestsSent ?? Promise.resolve(false);
}

/** Once the first screen is shown, what nobody took is dropped: later requests go to the network. */
export function dropEarlyResponses(target: Window = window): void {
  delete (target as EarlyWindow)[EARLY_RESPONSES_KEY];
}
