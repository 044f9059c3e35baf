import { relatorioCampanhasSchema, type RelatorioCampanhas } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, type RelatorioParams } from './relatorio-params';

/** GET /api/relatorios/campanhas */
export function getRelatorioCampanhas(params: RelatorioParams): Promise<RelatorioCampanhas> {
  return getData(
    http.get('/api/relatorios/campanhas', { searchParams: searchParamsOf(params) }),
    relatorioCampanhasSchema,
  );
}

/** The previous figures stay on screen (marked busy) while other ones are computed. */
export const relatorioCampanhasQueryOptions = (params: RelatorioParams) =>
  queryOptions({
    queryKey: ['relatorios', 'campanhas', params],
    queryFn: () => getRelatorioCampanhas(params),
    placeholderData: keepPreviousData,
  });

export function useRelatorioCampanhas(params: RelatorioParams, enabled = true) {
  return useQuery({ ...relatorioCampanhasQueryOptions(params), enabled });
}
