import { createQueryClient } from '@colabora/shared/query';

/**
 * The app's one QueryClient: the host provides it, and every remote page reads and writes it
 * through the shared @tanstack/react-query singleton. Cleared at sign-out (no data of one user
 * survives into the next session) and invalidated after a hub reconnect.
 */
export const queryClient = createQueryClient();
