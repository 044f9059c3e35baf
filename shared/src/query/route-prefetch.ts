import type { QueryClient } from '@tanstack/react-query';

/** What the host hands a screen's prefetch: the app's QueryClient and the path inside the screen. */
export type RoutePrefetchContext = {
  queryClient: QueryClient;
  /** The address below the screen's base path: '/' for /pedidos, '/42' for /chat/42. */
  path: string;
};

/**
 * What a remote exposes beside a screen as `./<screen>-prefetch` (issue #25): it starts the
 * queries the screen's first render reads, with the same query options the screen uses, so they
 * travel while the screen's code is still loading and the screen renders from the cache. The host
 * calls it once the menu allows the screen; a failure is ignored (the screen asks again).
 * @example const prefetch: RoutePrefetch = ({ queryClient }) => queryClient.prefetchQuery(funilQueryOptions());
 */
export type RoutePrefetch = (context: RoutePrefetchContext) => Promise<unknown>;
