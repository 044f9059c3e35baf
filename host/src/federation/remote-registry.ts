import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchEarlyOr } from '../app/early-requests';

/** `/remotes.json`: federation name → manifest URL (DESIGN §2). */
export type RemotesMap = Record<string, string>;

let registered: RemotesMap = {};
let registration: Promise<RemotesMap> | null = null;

/** Resolves once /remotes.json has been read (successfully or not) and registered. */
export function whenRemotesRegistered(): Promise<RemotesMap> {
  registration ??= registerRemotesFromServer();
  return registration;
}

/**
 * Fetches `/remotes.json` (never cached) and registers every remote with the federation runtime.
 * Nothing is downloaded from a remote until one of its modules is requested.
 */
export async function registerRemotesFromServer(url = '/remotes.json'): Promise<RemotesMap> {
  try {
    // Signed in, main.js asked for it already (app/early-requests.ts).
    const response = await fetchEarlyOr(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} respondeu ${response.status}`);
    registered = (await response.json()) as RemotesMap;
  } catch (error) {
    // The shell still works without remotes; each slot then shows 'Módulo indisponível'.
    console.error('[federation] não foi possível ler /remotes.json', error);
    registered = {};
  }
  registerRemotes(toRemotes(registered));
  return registered;
}

/** Re-registers one remote so a retry fetches its manifest again instead of a cached failure. */
export function resetRemote(name: string): void {
  const entry = registered[name];
  if (entry) registerRemotes(toRemotes({ [name]: entry }), { force: true });
}

export function isRemoteRegistered(name: string): boolean {
  return name in registered;
}

function toRemotes(map: RemotesMap) {
  return Object.entries(map).map(([name, entry]) => ({ name, entry }));
}
