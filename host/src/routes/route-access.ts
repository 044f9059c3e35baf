import type { MenuItem } from '@colabora/shared/contracts/menu';
import { matchPath } from 'react-router-dom';
import { ALWAYS_ALLOWED, effectiveRoutes, menuKeyOf, type AppRoute } from './route-table';

const ROUTES = effectiveRoutes();

/** The route the router renders for `pathname` (the first declaration whose pattern matches), if any. */
export function routeForPath(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => matchPath({ path: `/${route.path}/*` }, pathname) !== null);
}

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
