import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote that accepts the connection but never answers must not hang the page (DESIGN §2):
 * manifests are fetched with a deadline and never from the HTTP cache, and remoteEntry scripts
 * get the same deadline. Past it the slot shows 'Módulo indisponível'.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

export default function timeoutRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'colabora-remote-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
