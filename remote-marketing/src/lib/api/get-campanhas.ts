import type { Campanha } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { campanhasKeys } from './campanhas-cache';

/** GET /api/campanhas: the institution's campaigns, newest first, with their counters. */
export function getCampanhas(signal?: AbortSignal): Promise<Campanha[]> {
  return getData<Campanha[]>(http.get('/api/campanhas', { signal }));
}

export const campanhasQueryOptions = () =>
  queryOptions({ queryKey: campanhasKeys.lista, queryFn: ({ signal }) => getCampanhas(signal) });

export function useCampanhas() {
  return useQuery(campanhasQueryOptions());
}

/** GET /api/campanhas/{id}: one campaign with its counters. */
export function getCampanha(id: number, signal?: AbortSignal): Promise<Campanha> {
  return getData<Campanha>(http.get(`/api/campanhas/${id}`, { signal }));
}

export function useCampanha(id: number, enabled = true) {
  return useQuery({
    queryKey: campanhasKeys.detalhe(id),
    queryFn: ({ signal }) => getCampanha(id, signal),
    enabled: enabled && id > 0,
  });
}
