import { LoadingState } from '@colabora/shared/ui';
import { useEffect } from 'react';
import { setScreenTitle } from '../app/document-title';
import { ScreenDrawn } from '../app/screen-drawn';
import { RemoteSlot } from '../federation/remote-slot';
import { useMenu } from '../features/menu/api/get-menu';
import { AccessDeniedPage } from '../pages/access-denied-page';
import { HostPageView } from '../pages/host-page-view';
import { mayOpen, menuItemFor } from './route-access';
import { menuKeyOf, type AppRoute } from './route-table';

export type SignedInRouteProps = { route: AppRoute };

/**
 * A route for a signed-in user: the server menu decides (DESIGN §2). A guarded route the menu
 * does not list shows the access-denied page and loads nothing; a page gets its menu item (title,
 * `crud` letters). Loaded after sign-in, with the menu's query.
 */
export default function SignedInRoute({ route }: SignedInRouteProps) {
  const menu = useMenu();
  const key = menuKeyOf(route);
  const menuItem = menuItemFor(route, menu.items);

  // One name for a screen: the server menu's title when it has one (the tab says what the menu says).
  const title = menuItem?.titulo ?? route.title;
  useEffect(() => {
    setScreenTitle(title);
  }, [title]);

  if (!mayOpen(route, menu.items)) {
    if (menu.status === 'idle' || menu.status === 'loading') return <CheckingPermissions />;
    return (
      <>
        <AccessDeniedPage title={route.title} />
        <ScreenDrawn />
      </>
    );
  }

  // Keyed by path: a slot that failed on one route must not carry its error to the next.
  if (route.owner.kind === 'host') return <HostPageView key={route.path} page={route.owner.page} title={title} />;
  return <RemoteSlot key={route.path} remoteRef={route.owner} menuItem={menuItem} basePath={`/${key}`} title={title} />;
}

export function CheckingPermissions() {
  return <LoadingState label="Carregando permissões…" />;
}
