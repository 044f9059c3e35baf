import { campanhaSchema, type Campanha } from '@colabora/shared/contracts/campanhas';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { campanhasKeys } from './campanhas-cache';

/** GET /api/campanhas: the institution's campaigns, newest first, with their counters. */
export function getCampanhas(signal?: AbortSignal): Promise<Campanha[]> {
  return getData(http.get('/api/campanhas', { signal }), v.array(campanhaSchema));
}

export const campanhasQueryOptions = () =>
  queryOptions({ queryKey: campanhasKeys.lista, queryFn: ({ signal }) => getCampanhas(signal) });

export function useCampanhas() {
  return useQuery(campanhasQueryOptions());
}

/** GET /api/campanhas/{id}: one campaign with its counters. */
export function getCampanha(id: number, signal?: AbortSignal): Promise<Campanha> {
  return getData(http.get(`/api/campanhas/${id}`, { signal }), campanhaSchema);
}

/** One campaign; an id that cannot be one (0, a new campaign) or `enabled: false` loads nothing. */
export const campanhaQueryOptions = (id: number, enabled = true) =>
  queryOptions({
    queryKey: campanhasKeys.detalhe(id),
    queryFn: ({ signal }) => getCampanha(id, signal),
    enabled: enabled && id > 0,
  });

export function useCampanha(id: number, enabled = true) {
  return useQuery(campanhaQueryOptions(id, enabled));
}
