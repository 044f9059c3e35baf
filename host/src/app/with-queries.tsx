import { lazy, Suspense, type ReactNode } from 'react';

// TanStack Query (and the app's QueryClient) load with the first part of the screen that needs
// server state, not with the sign-in page: /acesso renders without them.
const QueryProvider = lazy(() => import('./query-provider'));

export type WithQueriesProps = { children: ReactNode; fallback?: ReactNode };

/**
 * Renders `children` inside the app's QueryClient, loading TanStack Query on first use. Every
 * instance shares the one client, so caches never split.
 * @example <WithQueries fallback={<LoadingState />}><SignedInMenu /></WithQueries>
 */
export function WithQueries({ children, fallback = null }: WithQueriesProps) {
  return (
    <Suspense fallback={fallback}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
