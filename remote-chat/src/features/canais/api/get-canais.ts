import type { Canal } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { canaisQueryKey } from './canais-cache';

/** GET /api/canais: the institution's WhatsApp channels with their live state and QR. */
export function getCanais(signal?: AbortSignal): Promise<Canal[]> {
  return getData<Canal[]>(http.get('/api/canais', { signal }));
}

/** CanalAtualizado events are written into it (use-canais-events), so it needs no polling. */
export const canaisQueryOptions = () =>
  queryOptions({ queryKey: canaisQueryKey, queryFn: ({ signal }) => getCanais(signal) });

export function useCanais() {
  return useQuery(canaisQueryOptions());
}
