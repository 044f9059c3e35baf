import type { ApiResponse, MenuItem } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';
import { appStore } from '@colabora/shared/session';
import { menuAtom } from '../menu-atom';

/** GET /api/Menu/me: the items the user's profile may read, with their `crud` letters. */
export async function getMenu(): Promise<MenuItem[]> {
  const body = await http.get('/api/Menu/me').json<ApiResponse<MenuItem[]>>();
  return Array.isArray(body.data) ? body.data : [];
}

/** Loads the menu into the store; failures leave the previous items and flag the error. */
export async function refreshMenu(): Promise<void> {
  const previous = appStore.get(menuAtom).items;
  appStore.set(menuAtom, { status: 'loading', items: previous });
  try {
    appStore.set(menuAtom, { status: 'ready', items: await getMenu() });
  } catch {
    appStore.set(menuAtom, { status: 'error', items: previous });
  }
}

export function clearMenu(): void {
  appStore.set(menuAtom, { status: 'idle', items: [] });
}
