import { appStore, sessionAtom } from '@colabora/shared/session';
import { menuQueryOptions } from '../features/menu/api/get-menu';
import { restoreSession } from '../features/session/session-actions';
import { loadRemotePage, prefetchRemoteData } from '../federation/load-remote-page';
import { earlyFirstRequestsSent } from './early-requests';
import { whenRemotesRegistered } from '../federation/remote-registry';
import { mayOpen, routeForPath } from '../routes/route-access';
import { menuKeyOf } from '../routes/route-table';
import { queryClient } from './query-client';

/**
 * Signed in, the screen in the address bar starts before React has rendered anything (issue #25):
 * the menu is asked for at once, and as soon as it allows the route, the remote's code and the
 * screen's first data (its `-prefetch`, unless main.js sent that data already) are fetched side by
 * side, instead of the menu waiting for the shell's code, the remote for the tree to render, and the
 * data for the remote. When main.js sent the data, the page is shown once that data is in the
 * cache. A route the menu refuses loads nothing; the tree then reads the same menu query and shows
 * the refusal.
 * Loaded beside the app's bootstrap (index.ts), with only what it needs.
 */
export async function startRouteEarly(pathname: string = window.location.pathname): Promise<void> {
  const session = appStore.get(sessionAtom) ?? restoreSession();
  if (!session) return;
  const menu = queryClient.fetchQuery(menuQueryOptions(session.usuario.idUsuario));
  // Every signed-in screen reads the menu; its failure is shown by the tree, which asks again.
  menu.catch(() => undefined);
  // Signed in, the app registers the remotes anyway; asked here, it takes main.js's early answer.
  void whenRemotesRegistered();
  const route = routeForPath(pathname);
  if (!route || route.owner.kind !== 'remote') return;
  const owner = route.owner;
  if (!mayOpen(route, await menu)) return;
  const context = { queryClient, path: pathname.slice(`/${menuKeyOf(route)}`.length) || '/' };
  // Known once main.js has read the manifest, which the page's own loading waits for anyway.
  const sent = await earlyFirstRequestsSent();
  // The screen's data already left with main.js (early-requests.ts): the page module's own
  // `prefetch` puts those answers in the cache before the page is shown, and its `-prefetch`
  // would only be one more file. Otherwise that file starts the data beside the page's code.
  const page = loadRemotePage(owner, sent ? { withFirstData: context } : {}).catch(() => undefined);
  if (!sent) await prefetchRemoteData(owner, context);
  await page;
}
