import { atom } from 'jotai';
import type { LoginData } from '../contracts/auth';

/**
 * The signed-in session, or null when signed out. Signed-out until the host finds a stored
 * session (SPEC §4). Host and remotes share this one atom because @colabora/shared and jotai are
 * federation singletons.
 */
export const sessionAtom = atom<LoginData | null>(null);
sessionAtom.debugLabel = 'sessionAtom';

/** The signed-in user's token, or null. */
export const tokenAtom = atom((get) => get(sessionAtom)?.token ?? null);
tokenAtom.debugLabel = 'tokenAtom';
