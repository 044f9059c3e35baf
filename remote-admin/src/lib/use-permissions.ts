import { hasCrud, type MenuItem } from '@colabora/shared/contracts';
import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';

export type Permissions = {
  canCreate: boolean;
  canRead: boolean;
  canUpdate: boolean;
  canDelete: boolean;
};

/**
 * What the page may offer, from its menu item's `crud` letters. `requireGestor` adds the rule of
 * user and profile administration: writes also need the gestor flag (the API enforces both).
 */
export function usePermissions(menuItem: MenuItem | null, { requireGestor = false } = {}): Permissions {
  const gestor = useAtomValue(sessionAtom)?.usuario.gestor ?? false;
  const writeAllowed = !requireGestor || gestor;
  return {
    canRead: hasCrud(menuItem ?? undefined, 'R'),
    canCreate: writeAllowed && hasCrud(menuItem ?? undefined, 'C'),
    canUpdate: writeAllowed && hasCrud(menuItem ?? undefined, 'U'),
    canDelete: writeAllowed && hasCrud(menuItem ?? undefined, 'D'),
  };
}
