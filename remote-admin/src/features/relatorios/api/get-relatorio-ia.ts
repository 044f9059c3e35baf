import { relatorioIaSchema, type RelatorioIa } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/relatorios/ia?dias= */
export function getRelatorioIa(dias: number): Promise<RelatorioIa> {
  return getData(http.get('/api/relatorios/ia', { searchParams: { dias } }), relatorioIaSchema);
}

/** The previous period stays on screen (marked busy) while another one is computed. */
export const relatorioIaQueryOptions = (dias: number) =>
  queryOptions({
    queryKey: ['relatorios', 'ia', dias],
    queryFn: () => getRelatorioIa(dias),
    placeholderData: keepPreviousData,
  });

export function useRelatorioIa(dias: number) {
  return useQuery(relatorioIaQueryOptions(dias));
}
