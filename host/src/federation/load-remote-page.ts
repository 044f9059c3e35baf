import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePageProps } from '@colabora/shared/contracts/remote-page';
import type { RoutePrefetch, RoutePrefetchContext } from '@colabora/shared/query';
import type { ComponentType } from 'react';
import { isRemoteRegistered, resetRemote, whenRemotesRegistered } from './remote-registry';

export type RemoteModuleRef = {
  remote: string;
  module: string;
  /** The remote also exposes `<module>-prefetch`: the screen's first queries (RoutePrefetch). */
  prefetch?: boolean;
};
/** An exposed page; it may carry its screen's first queries too (`export { default as prefetch }`). */
type RemotePageModule = { default: ComponentType<RemotePageProps>; prefetch?: RoutePrefetch };

export type LoadRemotePageOptions = {
  /**
   * The first screen, whose data main.js already asked for (early-requests.ts): the page is handed
   * over once its module's `prefetch` has put that data in the cache, or after FIRST_DATA_WAIT_MS.
   * Its first render then has its data: one render React can slice (remote-slot.tsx), instead of
   * a mount followed by a render of everything at once as each answer arrived (issue #25).
   */
  withFirstData?: RoutePrefetchContext;
};

/** The longest the first screen's page waits for its data before it shows its own loading state. */
export const FIRST_DATA_WAIT_MS = 2_000;

/** `work`, or nothing more after `ms` (a head start never holds a page back for long). */
function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    deadline,
  ]).finally(() => clearTimeout(timer));
}

const pending = new Map<string, Promise<RemotePageModule>>();
/** The pages already loaded, to render at once: no Suspense fallback, so nothing delays the reveal. */
const loaded = new Map<string, ComponentType<RemotePageProps>>();

const keyOf = (ref: RemoteModuleRef) => `${ref.remote}/${ref.module.replace(/^\.\//, '')}`;

/**
 * Loads an exposed page module once; concurrent callers share the request (the first caller's
 * options hold). A failure is not remembered, so a retry (or the next hover) tries the network again.
 */
export function loadRemotePage(
  ref: RemoteModuleRef,
  { withFirstData }: LoadRemotePageOptions = {},
): Promise<RemotePageModule> {
  const key = keyOf(ref);
  const existing = pending.get(key);
  if (existing) return existing;
  const request = (async () => {
    await whenRemotesRegistered();
    if (!isRemoteRegistered(ref.remote)) throw new Error(`Remoto ${ref.remote} não registrado`);
    const exposed = await loadRemote<RemotePageModule | ComponentType<RemotePageProps>>(key);
    if (!exposed) throw new Error(`Módulo ${key} vazio`);
    const page = typeof exposed === 'function' ? { default: exposed } : exposed;
    if (withFirstData && typeof page.prefetch === 'function') {
      await atMost(page.prefetch(withFirstData), FIRST_DATA_WAIT_MS);
    }
    loaded.set(key, page.default);
    return page;
  })();
  pending.set(key, request);
  request.catch(() => {
    pending.delete(key);
    resetRemote(ref.remote);
  });
  return request;
}

/** The page, when it has already loaded (the first screen's usually has: start-route-early asked first). */
export function loadedRemotePage(ref: RemoteModuleRef): ComponentType<RemotePageProps> | undefined {
  return loaded.get(keyOf(ref));
}

/** Warms a remote when its menu item is hovered or focused; failures stay silent until opened. */
export function preloadRemotePage(ref: RemoteModuleRef): void {
  loadRemotePage(ref).catch(() => undefined);
}

/**
 * Starts a screen's first queries through its remote's `<module>-prefetch` (issue #25), alongside
 * the page's own code. Resolves when they are answered; never rejects: the screen asks again.
 */
export async function prefetchRemoteData(ref: RemoteModuleRef, context: RoutePrefetchContext): Promise<void> {
  if (!ref.prefetch) return;
  try {
    await whenRemotesRegistered();
    if (!isRemoteRegistered(ref.remote)) return;
    const loaded = await loadRemote<{ default: RoutePrefetch } | RoutePrefetch>(`${keyOf(ref)}-prefetch`);
    const prefetch = typeof loaded === 'function' ? loaded : loaded?.default;
    await prefetch?.(context);
  } catch {
    // Only a head start: the page's own queries ask again and show their failure.
  }
}
