import { sessionAtom } from '@colabora/shared/session';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteSlot } from '../federation/remote-slot';
import { useMenu } from '../features/menu/api/get-menu';
import { AccessDeniedPage } from '../pages/access-denied-page';
import { HostPageView } from '../pages/host-page-view';
import { ALWAYS_ALLOWED, menuKeyOf, type AppRoute } from './route-table';

export type RouteElementProps = { route: AppRoute };

/**
 * Applies a route's access rule, then renders its owner. A guarded route the user's server menu
 * does not list shows the access-denied page and loads nothing (DESIGN §2).
 */
export function RouteElement({ route }: RouteElementProps) {
  const session = useAtomValue(sessionAtom);
  const menu = useMenu();
  const location = useLocation();
  const key = menuKeyOf(route);
  const menuItem = menu.items.find((item) => item.rota.replace(/^\//, '') === key) ?? null;

  // One name for a screen: the server menu's title when it has one (the tab says what the menu says).
  const title = menuItem?.titulo ?? route.title;
  useEffect(() => {
    document.title = `${title} · Colabora`;
  }, [title]);

  if (route.access === 'guarded') {
    if (!session) return <Navigate to="/acesso" replace state={{ from: location.pathname }} />;
    if (!ALWAYS_ALLOWED.has(key) && !menuItem) {
      if (menu.status === 'idle' || menu.status === 'loading') {
        return (
          <p role="status" className="page-status">
            Carregando permissões…
          </p>
        );
      }
      return <AccessDeniedPage title={route.title} />;
    }
  }

  const basePath = `/${key}`;
  // Keyed by path: a slot that failed on one route must not carry its error to the next.
  if (route.owner.kind === 'host') return <HostPageView key={route.path} page={route.owner.page} title={title} />;
  return <RemoteSlot key={route.path} remoteRef={route.owner} menuItem={menuItem} basePath={basePath} title={title} />;
}
