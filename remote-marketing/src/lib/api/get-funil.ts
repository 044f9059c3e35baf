import { funilSchema, type Funil } from '@colabora/shared/contracts/marketing';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { funilQueryKey } from './leads-cache';

/** GET /api/funil: the institution's stages in order, with their figures, and the leads on them. */
export function getFunil(signal?: AbortSignal): Promise<Funil> {
  return getData(http.get('/api/funil', { signal }), funilSchema);
}

/** Hub events and moves write into it (leads-cache). */
export const funilQueryOptions = () =>
  queryOptions({ queryKey: funilQueryKey, queryFn: ({ signal }) => getFunil(signal) });

/** The funnel board. */
export function useFunil() {
  return useQuery(funilQueryOptions());
}
