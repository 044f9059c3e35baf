import type { MenuItem } from '@colabora/shared/contracts/menu';
import { getData, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/** GET /api/Menu/me: the items the user's profile may read, with their `crud` letters. */
export function getMenu(): Promise<MenuItem[]> {
  return getData<MenuItem[]>(http.get('/api/Menu/me'));
}

/**
 * Keyed by user: another sign-in never sees the previous user's menu. Fresh for the app's default
 * 30 s only, so a profile changed by a gestor (or a hub reconnect after it) shows soon.
 */
export const menuQueryOptions = (idUsuario: number) =>
  queryOptions({ queryKey: ['menu', 'me', idUsuario], queryFn: getMenu });

export type MenuState = {
  /** idle: signed out; loading: the first answer has not come; error: it failed (items may be stale). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: MenuItem[];
  refetch: () => void;
};

/**
 * The signed-in user's server menu (SPEC §2): what the side menu, the route guards and the tiles
 * read. Loaded after sign-in; the previous items stay on screen while a refetch runs.
 * @example const menu = useMenu(); if (menu.status === 'ready') …
 */
export function useMenu(): MenuState {
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  const query = useQuery({ ...menuQueryOptions(idUsuario ?? 0), enabled: idUsuario !== null });
  const refetch = () => void query.refetch();
  if (idUsuario === null) return { status: 'idle', items: [], refetch };
  const items = query.data ?? [];
  if (query.isError) return { status: 'error', items, refetch };
  return { status: query.isSuccess ? 'ready' : 'loading', items, refetch };
}
