import type { MenuItem } from '@colabora/shared/contracts/menu';
import { getMenu, menuQueryOptions } from '@colabora/shared/query';
import { sessionAtom } from '@colabora/shared/session';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/** The one definition lives in @colabora/shared/query, where the remotes read it too (useCanOpen). */
export { getMenu, menuQueryOptions };

export type MenuState = {
  /** idle: signed out; loading: the first answer has not come; error: it failed (items may be stale). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: MenuItem[];
  refetch: () => void;
  /** The query itself, for a page that shows its states (QueryState). */
  query: UseQueryResult<MenuItem[]>;
};

/**
 * The signed-in user's server menu (SPEC §2): what the side menu, the route guards and the tiles
 * read. Loaded after sign-in; the previous items stay on screen while a refetch runs.
 * @example const menu = useMenu(); if (menu.status === 'ready') …
 */
export function useMenu(): MenuState {
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  const query = useQuery(menuQueryOptions(idUsuario ?? 0, idUsuario !== null));
  const refetch = () => void query.refetch();
  if (idUsuario === null) return { status: 'idle', items: [], refetch, query };
  const items = query.data ?? [];
  if (query.isError) return { status: 'error', items, refetch, query };
  return { status: query.isSuccess ? 'ready' : 'loading', items, refetch, query };
}
