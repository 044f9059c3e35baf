import { sessionAtom } from '@colabora/shared/session';
import { LoadingState } from '@colabora/shared/ui';
import { useAtomValue } from 'jotai';
import { lazy, useEffect } from 'react';
import { Navigate, useLocation } from '@colabora/shared/router';
import { setScreenTitle } from '../app/document-title';
import { WithQueries } from '../app/with-queries';
import { RemoteSlot } from '../federation/remote-slot';
import { HostPageView } from '../pages/host-page-view';
import { SignInToSeePage } from '../pages/sign-in-to-see-page';
import { menuKeyOf, type AppRoute } from './route-table';

// The menu and its query load after sign-in: the signed-out pages (sign-in first of all) need neither.
const SignedInRoute = lazy(() => import('./signed-in-route'));

export type RouteElementProps = { route: AppRoute };

/**
 * Applies a route's access rule, then renders its owner. Signed out, a guarded route goes to
 * /acesso, an open one (reachable without a session, SPEC §2) offers the sign-in, and a public one
 * renders at once; signed in, the server menu decides (signed-in-route).
 */
export function RouteElement({ route }: RouteElementProps) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();

  if (session) {
    return (
      <WithQueries fallback={<LoadingPage />}>
        <SignedInRoute route={route} />
      </WithQueries>
    );
  }
  if (route.access === 'guarded') return <Navigate to="/acesso" replace state={{ from: location.pathname }} />;
  // The seed's open routes show an institution's data: signed out there is nothing to load.
  if (route.access === 'open') return <SignInToSeePage title={route.title} />;
  return <SignedOutRoute route={route} />;
}

function SignedOutRoute({ route }: RouteElementProps) {
  useEffect(() => {
    setScreenTitle(route.title);
  }, [route.title]);
  const { owner } = route;
  const page =
    owner.kind === 'host' ? (
      <HostPageView key={route.path} page={owner.page} title={route.title} />
    ) : (
      <RemoteSlot
        key={route.path}
        remoteRef={owner}
        menuItem={null}
        basePath={`/${menuKeyOf(route)}`}
        title={route.title}
      />
    );
  // The sign-in page renders without TanStack Query (and is prerendered that way); the other
  // signed-out pages may read the server (the privacy page names the institution's DPO).
  if (route.path === 'acesso') return page;
  return <WithQueries fallback={<LoadingPage />}>{page}</WithQueries>;
}

function LoadingPage() {
  return <LoadingState />;
}
