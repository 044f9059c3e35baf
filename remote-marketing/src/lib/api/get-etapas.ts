import { etapaSchema, type Etapa } from '@colabora/shared/contracts/marketing';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { etapasQueryKey } from './leads-cache';

/**
 * GET /api/leads/etapas: the institution's stages in order. Read with the Leads screen's letter,
 * so a profile with Leads and without Funil can filter and edit leads by stage.
 */
export function getEtapas(signal?: AbortSignal): Promise<Etapa[]> {
  return getData(http.get('/api/leads/etapas', { signal }), v.array(etapaSchema));
}

export const etapasQueryOptions = () =>
  queryOptions({ queryKey: etapasQueryKey, queryFn: ({ signal }) => getEtapas(signal) });

/** The stages for filters, pickers and a lead's detail. */
export function useEtapas() {
  return useQuery(etapasQueryOptions());
}
