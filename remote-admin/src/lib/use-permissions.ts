import { hasCrud, type MenuItem } from '@colabora/shared/contracts';
import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';

export type Permissions = {
  canCreate: boolean;
  canRead: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /**
   * The profile's letters would allow a write, but the gestor flag the screen also needs is
   * missing: the screen says so, since the profile alone does not explain the missing actions.
   */
  needsGestor: boolean;
};

/**
 * What the page may offer, from its menu item's `crud` letters. `requireGestor` adds the rule of
 * user and profile administration: writes also need the gestor flag (the API enforces both).
 */
export function usePermissions(menuItem: MenuItem | null, { requireGestor = false } = {}): Permissions {
  const gestor = useAtomValue(sessionAtom)?.usuario.gestor ?? false;
  const writeAllowed = !requireGestor || gestor;
  const letter = (crud: 'C' | 'U' | 'D') => hasCrud(menuItem ?? undefined, crud);
  return {
    canRead: hasCrud(menuItem ?? undefined, 'R'),
    canCreate: writeAllowed && letter('C'),
    canUpdate: writeAllowed && letter('U'),
    canDelete: writeAllowed && letter('D'),
    needsGestor: !writeAllowed && (letter('C') || letter('U') || letter('D')),
  };
}
