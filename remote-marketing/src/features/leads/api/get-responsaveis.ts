import { responsavelSchema, type Responsavel } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';

/** GET /api/leads/responsaveis: the users a lead can be assigned to (read with the Leads letter). */
export function getResponsaveis(signal?: AbortSignal): Promise<Responsavel[]> {
  return getData(http.get('/api/leads/responsaveis', { signal }), v.array(responsavelSchema));
}

export const responsaveisQueryOptions = () =>
  queryOptions({
    queryKey: ['leads', 'responsaveis'],
    queryFn: ({ signal }) => getResponsaveis(signal),
    staleTime: 60_000,
  });

export function useResponsaveis() {
  return useQuery(responsaveisQueryOptions());
}
