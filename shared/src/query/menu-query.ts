import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as v from '@colabora/shared/schema';
import { menuItemSchema, type MenuItem } from '../contracts/menu';
import { getData } from '../http/read-envelope';
import { http } from '../http/http-client';
import { sessionAtom } from '../session/session-atom';

/** GET /api/Menu/me: the items the user's profile may read, with their `crud` letters. */
export function getMenu(): Promise<MenuItem[]> {
  return getData(http.get('/api/Menu/me'), v.array(menuItemSchema));
}

/**
 * The signed-in user's menu, the one definition the host's side menu and every remote read (one
 * QueryClient). Keyed by user: another sign-in never sees the previous user's menu. Fresh for the
 * app's default 30 s only, so a profile changed by a gestor (or a hub reconnect after it) shows
 * soon. `enabled: false` while signed out.
 */
export const menuQueryOptions = (idUsuario: number, enabled = true) =>
  queryOptions({ queryKey: ['menu', 'me', idUsuario], queryFn: getMenu, enabled, staleTime: 30_000 });

/** 'funil', '/funil', '/leads/12?x=1' → 'funil' / 'leads': the screen a path opens. */
function screenOf(path: string): string {
  return path.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
}

/**
 * Whether the signed-in user may open the screen a link leads to (issue #28: no link, button or
 * shortcut leads to "Acesso negado"). False while the menu has not loaded, so a link appears
 * only once it is known to work.
 * @example const canOpenFunil = useCanOpen('/funil'); … {canOpenFunil ? <Link to="/funil">Ver funil</Link> : null}
 */
export function useCanOpen(path: string): boolean {
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  const menu = useQuery(menuQueryOptions(idUsuario ?? 0, idUsuario !== null));
  const screen = screenOf(path);
  return (menu.data ?? []).some((item) => screenOf(item.rota) === screen);
}
