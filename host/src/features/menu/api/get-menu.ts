import { menuItemSchema, type MenuItem } from '@colabora/shared/contracts/menu';
import { getData, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as v from 'valibot';

/** GET /api/Menu/me: the items the user's profile may read, with their `crud` letters. */
export function getMenu(): Promise<MenuItem[]> {
  return getData(http.get('/api/Menu/me'), v.array(menuItemSchema));
}

/**
 * Keyed by user: another sign-in never sees the previous user's menu. Fresh for the app's default
 * 30 s only, so a profile changed by a gestor (or a hub reconnect after it) shows soon.
 * `enabled: false` while signed out.
 */
export const menuQueryOptions = (idUsuario: number, enabled = true) =>
  queryOptions({ queryKey: ['menu', 'me', idUsuario], queryFn: getMenu, enabled });

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
