import { canalSchema } from '@colabora/shared/contracts';
import { getData, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { canaisQueryKey } from './canais-cache';
import type { LoadWhen } from '../load-when';

/**
 * GET /api/canais: the institution's WhatsApp channels with their live state and QR, read by the
 * Conectar WhatsApp screen and by the inbox (whether a conversation's channel can send). A user of
 * the inbox without the Conectar WhatsApp screen gets 403, which is no reason to end the session:
 * the global handling is skipped (the inbox then lets the server decide; the screen shows its own
 * error state).
 */
export function getCanais(signal?: AbortSignal) {
  return getData(http.get('/api/canais', { signal, headers: { [SKIP_GLOBAL_ERRORS]: '1' } }), v.array(canalSchema));
}

/** CanalAtualizado events are written into it (use-canais-events), so it needs no polling. */
export const canaisQueryOptions = () =>
  queryOptions({ queryKey: canaisQueryKey, queryFn: ({ signal }) => getCanais(signal) });

export function useCanais({ enabled = true }: LoadWhen = {}) {
  return useQuery({ ...canaisQueryOptions(), enabled });
}
