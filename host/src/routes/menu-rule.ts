import type { MenuItem } from '@colabora/shared/contracts/menu';
import { ALWAYS_ALLOWED, menuKeyOf, type AppRoute } from './route-table';

/*
 * The menu's rule for a route, without the router: main.js applies it before any shared module
 * has loaded (app/early-requests.ts), so this file imports nothing but the route table and types.
 */

/** The server menu's item for a route: matched by the route's first path segment (SPEC §2). */
export function menuItemFor(route: Pick<AppRoute, 'path'>, items: readonly MenuItem[]): MenuItem | null {
  const key = menuKeyOf(route);
  return items.find((item) => item.rota.replace(/^\//, '') === key) ?? null;
}

/**
 * Whether a signed-in user with these menu items may open the route (DESIGN §2): unguarded routes
 * and the personal pages always; any other guarded route only when the menu lists it.
 */
export function mayOpen(route: AppRoute, items: readonly MenuItem[]): boolean {
  return route.access !== 'guarded' || ALWAYS_ALLOWED.has(menuKeyOf(route)) || menuItemFor(route, items) !== null;
}
