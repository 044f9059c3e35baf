import { relatorioSatisfacaoSchema, type RelatorioSatisfacao } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, type RelatorioParams } from './relatorio-params';

/** GET /api/relatorios/satisfacao */
export function getRelatorioSatisfacao(params: RelatorioParams): Promise<RelatorioSatisfacao> {
  return getData(
    http.get('/api/relatorios/satisfacao', { searchParams: searchParamsOf(params) }),
    relatorioSatisfacaoSchema,
  );
}

/** The previous figures stay on screen (marked busy) while other ones are computed. */
export const relatorioSatisfacaoQueryOptions = (params: RelatorioParams) =>
  queryOptions({
    queryKey: ['relatorios', 'satisfacao', params],
    queryFn: () => getRelatorioSatisfacao(params),
    placeholderData: keepPreviousData,
  });

export function useRelatorioSatisfacao(params: RelatorioParams, enabled = true) {
  return useQuery({ ...relatorioSatisfacaoQueryOptions(params), enabled });
}
