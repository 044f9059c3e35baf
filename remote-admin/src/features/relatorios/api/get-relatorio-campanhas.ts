import { relatorioCampanhasSchema, type RelatorioCampanhas } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/relatorios/campanhas?dias= */
export function getRelatorioCampanhas(dias: number): Promise<RelatorioCampanhas> {
  return getData(http.get('/api/relatorios/campanhas', { searchParams: { dias } }), relatorioCampanhasSchema);
}

/** The previous period stays on screen (marked busy) while another one is computed. */
export const relatorioCampanhasQueryOptions = (dias: number) =>
  queryOptions({
    queryKey: ['relatorios', 'campanhas', dias],
    queryFn: () => getRelatorioCampanhas(dias),
    placeholderData: keepPreviousData,
  });

export function useRelatorioCampanhas(dias: number) {
  return useQuery(relatorioCampanhasQueryOptions(dias));
}
