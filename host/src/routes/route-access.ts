import { matchPath } from '@colabora/shared/router';
import { effectiveRoutes, type AppRoute } from './route-table';

export { mayOpen, menuItemFor } from './menu-rule';

const ROUTES = effectiveRoutes();

/** The route the router renders for `pathname` (the first declaration whose pattern matches), if any. */
export function routeForPath(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => matchPath({ path: `/${route.path}/*` }, pathname) !== null);
}
