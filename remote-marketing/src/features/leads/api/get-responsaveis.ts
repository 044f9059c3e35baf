import type { Responsavel } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useQuery } from '@tanstack/react-query';

/** GET /api/leads/responsaveis: the users a lead can be assigned to (read with the Leads letter). */
export function getResponsaveis(signal?: AbortSignal): Promise<Responsavel[]> {
  return getData<Responsavel[]>(http.get('/api/leads/responsaveis', { signal }));
}

export function useResponsaveis() {
  return useQuery({
    queryKey: ['leads', 'responsaveis'],
    queryFn: ({ signal }) => getResponsaveis(signal),
    staleTime: 60_000,
  });
}
