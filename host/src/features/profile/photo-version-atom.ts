import { atom } from 'jotai';

/**
 * The `upd` cache-buster of GET /api/Usuario/foto/me (SPEC §7): a new value after every upload, so
 * the side menu and Meu Perfil fetch the new picture instead of a cached one.
 */
export const photoVersionAtom = atom<number>(Date.now());
photoVersionAtom.debugLabel = 'photoVersionAtom';
