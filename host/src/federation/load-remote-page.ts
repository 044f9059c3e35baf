import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePageProps } from '@colabora/shared/contracts/remote-page';
import type { ComponentType } from 'react';
import { isRemoteRegistered, resetRemote, whenRemotesRegistered } from './remote-registry';

export type RemoteModuleRef = { remote: string; module: string };
type RemotePageModule = { default: ComponentType<RemotePageProps> };

const pending = new Map<string, Promise<RemotePageModule>>();

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
    const loaded = await loadRemote<RemotePageModule | ComponentType<RemotePageProps>>(key);
    if (!loaded) throw new Error(`Módulo ${key} vazio`);
    return typeof loaded === 'function' ? { default: loaded } : loaded;
  })();
  pending.set(key, request);
  request.catch(() => {
    pending.delete(key);
    resetRemote(ref.remote);
  });
  return request;
}

/** Warms a remote when its menu item is hovered or focused; failures stay silent until opened. */
export function preloadRemotePage(ref: RemoteModuleRef): void {
  loadRemotePage(ref).catch(() => undefined);
}
