import type { QueryClient } from '@tanstack/react-query';
import { chatHub } from './chat-hub';
import { pedidosHub } from './pedidos-hub';

/**
 * After either hub reconnects (its groups and rooms rejoined), every query counts as stale and
 * those on screen refetch: events missed while offline are never lost, and no screen needs code
 * of its own for it (DESIGN §3). Returns the unsubscribe.
 * @example invalidateQueriesOnReconnect(queryClient) // once, where the host starts realtime
 */
export function invalidateQueriesOnReconnect(queryClient: QueryClient): () => void {
  const invalidate = () => void queryClient.invalidateQueries();
  const unsubscribers = [pedidosHub.onReconnected(invalidate), chatHub.onReconnected(invalidate)];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
