/** @colabora/shared/query: the QueryClient's defaults, shared by the host and every test. */
export { createQueryClient, shouldRetry } from './create-query-client';
export { authenticatedImageQueryKey, useAuthenticatedImageUrl } from './use-authenticated-image-url';
export type { RoutePrefetch, RoutePrefetchContext } from './route-prefetch';
export { getMenu, menuQueryOptions, useCanOpen } from './menu-query';
