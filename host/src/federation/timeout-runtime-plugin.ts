import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchEarlyOr } from '../app/early-requests';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-load-timeout';

export { REMOTE_LOAD_TIMEOUT_MS };

/**
 * A remote that accepts the connection but never answers must not hang the page (DESIGN §2):
 * manifests are fetched with a deadline and never from the HTTP cache, and remoteEntry scripts
 * get the same deadline. Past it the slot shows 'Módulo indisponível'. The screen's manifest may
 * already be on its way, asked by main.js with the same deadline (app/early-requests.ts).
 */
export default function timeoutRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'colabora-remote-timeout',
    fetch(url, init) {
      return fetchEarlyOr(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    },
    createScript() {
      return { timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}
