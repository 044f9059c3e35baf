import { relatorioIaSchema, type RelatorioIa } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, type RelatorioParams } from './relatorio-params';

/** GET /api/relatorios/ia */
export function getRelatorioIa(params: RelatorioParams): Promise<RelatorioIa> {
  return getData(http.get('/api/relatorios/ia', { searchParams: searchParamsOf(params) }), relatorioIaSchema);
}

/** The previous figures stay on screen (marked busy) while other ones are computed. */
export const relatorioIaQueryOptions = (params: RelatorioParams) =>
  queryOptions({
    queryKey: ['relatorios', 'ia', params],
    queryFn: () => getRelatorioIa(params),
    placeholderData: keepPreviousData,
  });

export function useRelatorioIa(params: RelatorioParams, enabled = true) {
  return useQuery({ ...relatorioIaQueryOptions(params), enabled });
}
