import { useAtomValue } from 'jotai';
import { hasCrud, type MenuItem } from '../contracts/menu';
import { sessionAtom } from './session-atom';

/** What a screen may offer, from its menu item's `crud` letters (DESIGN §3). */
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

export type PermissionRules = {
  /** Writes also need the gestor flag (users and profiles; the API enforces both). */
  requireGestor?: boolean;
  /** Whether the signed-in user is a gestor (only read with `requireGestor`). */
  gestor?: boolean;
};

/**
 * The permissions a menu item grants, outside React (the hub's screens, the host's menu). Screens
 * use `usePermissions`, which adds the signed-in user's gestor flag.
 * @example permissionsOf({ crud: 'R' }).canRead // true
 * @example permissionsOf({ crud: 'CRUD' }, { requireGestor: true, gestor: false }).needsGestor // true
 */
export function permissionsOf(
  menuItem: Pick<MenuItem, 'crud'> | null | undefined,
  { requireGestor = false, gestor = false }: PermissionRules = {},
): Permissions {
  const item = menuItem ?? undefined;
  const writeAllowed = !requireGestor || gestor;
  const create = hasCrud(item, 'C');
  const update = hasCrud(item, 'U');
  const remove = hasCrud(item, 'D');
  return {
    canRead: hasCrud(item, 'R'),
    canCreate: writeAllowed && create,
    canUpdate: writeAllowed && update,
    canDelete: writeAllowed && remove,
    needsGestor: !writeAllowed && (create || update || remove),
  };
}

/**
 * What the page may offer, from the menu item the host passes down (null: signed out or no such
 * item, so nothing). Actions it does not grant are hidden, and the screen says why
 * (ReadOnlyNotice). `requireGestor` adds the rule of user and profile administration.
 * @example const { canCreate, canUpdate } = usePermissions(menuItem);
 * @example const { canUpdate, needsGestor } = usePermissions(menuItem, { requireGestor: true });
 */
export function usePermissions(
  menuItem: Pick<MenuItem, 'crud'> | null | undefined,
  { requireGestor = false }: { requireGestor?: boolean } = {},
): Permissions {
  const gestor = useAtomValue(sessionAtom)?.usuario.gestor ?? false;
  return permissionsOf(menuItem, { requireGestor, gestor });
}
