import { relatorioAtendimentoSchema, type RelatorioAtendimento } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/relatorios/atendimento?dias= */
export function getRelatorioAtendimento(dias: number): Promise<RelatorioAtendimento> {
  return getData(http.get('/api/relatorios/atendimento', { searchParams: { dias } }), relatorioAtendimentoSchema);
}

/** The previous period stays on screen (marked busy) while another one is computed. */
export const relatorioAtendimentoQueryOptions = (dias: number) =>
  queryOptions({
    queryKey: ['relatorios', 'atendimento', dias],
    queryFn: () => getRelatorioAtendimento(dias),
    placeholderData: keepPreviousData,
  });

export function useRelatorioAtendimento(dias: number) {
  return useQuery(relatorioAtendimentoQueryOptions(dias));
}
