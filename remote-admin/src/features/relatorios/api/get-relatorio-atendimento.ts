import { relatorioAtendimentoSchema, type RelatorioAtendimento } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, type RelatorioParams } from './relatorio-params';

/** GET /api/relatorios/atendimento */
export function getRelatorioAtendimento(params: RelatorioParams): Promise<RelatorioAtendimento> {
  return getData(
    http.get('/api/relatorios/atendimento', { searchParams: searchParamsOf(params) }),
    relatorioAtendimentoSchema,
  );
}

/** The previous figures stay on screen (marked busy) while other ones are computed. */
export const relatorioAtendimentoQueryOptions = (params: RelatorioParams) =>
  queryOptions({
    queryKey: ['relatorios', 'atendimento', params],
    queryFn: () => getRelatorioAtendimento(params),
    placeholderData: keepPreviousData,
  });

export function useRelatorioAtendimento(params: RelatorioParams, enabled = true) {
  return useQuery({ ...relatorioAtendimentoQueryOptions(params), enabled });
}
