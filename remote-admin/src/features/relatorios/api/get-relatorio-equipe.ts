import { relatorioEquipeSchema, type RelatorioEquipe } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, type RelatorioParams } from './relatorio-params';

/** GET /api/relatorios/equipe */
export function getRelatorioEquipe(params: RelatorioParams): Promise<RelatorioEquipe> {
  return getData(http.get('/api/relatorios/equipe', { searchParams: searchParamsOf(params) }), relatorioEquipeSchema);
}

/** The previous figures stay on screen (marked busy) while other ones are computed. */
export const relatorioEquipeQueryOptions = (params: RelatorioParams) =>
  queryOptions({
    queryKey: ['relatorios', 'equipe', params],
    queryFn: () => getRelatorioEquipe(params),
    placeholderData: keepPreviousData,
  });

export function useRelatorioEquipe(params: RelatorioParams, enabled = true) {
  return useQuery({ ...relatorioEquipeQueryOptions(params), enabled });
}
