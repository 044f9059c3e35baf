import type { MenuItem } from '@colabora/shared/contracts';
import { atom } from 'jotai';

export type MenuState =
  | { status: 'idle' | 'loading'; items: MenuItem[] }
  | { status: 'ready'; items: MenuItem[] }
  | { status: 'error'; items: MenuItem[] };

/** The signed-in user's server menu (GET /api/Menu/me); cleared at sign-out. */
export const menuAtom = atom<MenuState>({ status: 'idle', items: [] });
menuAtom.debugLabel = 'menuAtom';
