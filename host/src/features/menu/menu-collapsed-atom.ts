import { sessionAtom } from '@colabora/shared/session';
import { atom } from 'jotai';

/*
 * The side menu folded to its icons (issue #27: room to work), remembered per user in this
 * browser, so two people sharing a computer each keep their own. On narrow screens the menu is a
 * drawer and this has no effect (app.css: styles/shell-responsive.css).
 */

const storageKey = (idUsuario: number) => `colabora:menu-recolhido:${idUsuario}`;

// Bumped on every change so the derived value reads again.
const changesAtom = atom(0);
// Without storage (some private modes) the choice lasts until the tab closes.
const chosen = new Map<number, boolean>();

function read(idUsuario: number): boolean {
  try {
    return localStorage.getItem(storageKey(idUsuario)) === '1';
  } catch {
    return chosen.get(idUsuario) ?? false;
  }
}

/** True when the signed-in user folded the menu; set it to fold or unfold (and remember). */
export const menuCollapsedAtom = atom(
  (get) => {
    get(changesAtom);
    const idUsuario = get(sessionAtom)?.usuario.idUsuario;
    return idUsuario === undefined ? false : read(idUsuario);
  },
  (get, set, collapsed: boolean) => {
    const idUsuario = get(sessionAtom)?.usuario.idUsuario;
    if (idUsuario === undefined) return;
    try {
      if (collapsed) localStorage.setItem(storageKey(idUsuario), '1');
      else localStorage.removeItem(storageKey(idUsuario));
    } catch {
      chosen.set(idUsuario, collapsed);
    }
    set(changesAtom, get(changesAtom) + 1);
  },
);
menuCollapsedAtom.debugLabel = 'menuCollapsedAtom';
