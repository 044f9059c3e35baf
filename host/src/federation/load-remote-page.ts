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
type RemotePageModule = { default: ComponentType<RemotePageProps> };

const pending = new Map<string, Promise<RemotePageModule>>();
/** The pages already loaded, to render at once: no Suspense fallback, so nothing delays the reveal. */
const loaded = new Map<string, ComponentType<RemotePageProps>>();

const keyOf = (ref: RemoteModuleRef) => `${ref.remote}/${ref.module.replace(/^\.\//, '')}`;

/**
 * Loads an exposed page module once; concurrent callers share the request. A failure is not
 * remembered, so a retry (or the next hover) tries the network again.
 */
export function loadRemotePage(ref: RemoteModuleRef): Promise<RemotePageModule> {
  const key = keyOf(ref);
  const existing = pending.get(key);
  if (existing) return existing;
  const request = (async () => {
    await whenRemotesRegistered();
    if (!isRemoteRegistered(ref.remote)) throw new Error(`Remoto ${ref.remote} não registrado`);
    const exposed = await loadRemote<RemotePageModule | ComponentType<RemotePageProps>>(key);
    if (!exposed) throw new Error(`Módulo ${key} vazio`);
    const page = typeof exposed === 'function' ? { default: exposed } : exposed;
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
