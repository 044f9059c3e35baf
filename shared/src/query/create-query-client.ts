import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '../http/api-error';

/** A failed read is tried again only when retrying can help: no answer, or a server error. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  const transient = status === 0 || (status !== null && status >= 500);
  return transient && failureCount < 2;
}

/**
 * The app's one QueryClient (the host creates it; remotes reach it through the shared
 * @tanstack/react-query singleton). Hub events keep lists fresh, so data counts as fresh for 30 s
 * and windows regaining focus do not refetch everything.
 * @example const queryClient = createQueryClient(); <QueryClientProvider client={queryClient}>…
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
