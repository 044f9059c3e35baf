import type { Canal } from '@colabora/shared/contracts';
import { getData, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/canais, for the inbox to know whether a conversation's channel can send. A user
 * without the Conectar WhatsApp screen gets 403, which here is no reason to end the session (the
 * global handling is skipped): the inbox then lets the server decide.
 */
export function useCanais() {
  return useQuery({
    queryKey: ['canais'],
    queryFn: ({ signal }) =>
      getData<Canal[]>(http.get('/api/canais', { signal, headers: { [SKIP_GLOBAL_ERRORS]: '1' } })),
    retry: false,
    staleTime: 30_000,
  });
}
