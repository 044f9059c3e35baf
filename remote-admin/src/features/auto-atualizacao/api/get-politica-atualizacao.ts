import { politicaAtualizacaoSchema, type PoliticaAtualizacao } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/auto-atualizacao: the institution's policy, or the defaults. */
export function getPoliticaAtualizacao(): Promise<PoliticaAtualizacao> {
  return getData(http.get('/api/auto-atualizacao'), politicaAtualizacaoSchema);
}

export const politicaAtualizacaoQueryKey = ['auto-atualizacao'] as const;

export const politicaAtualizacaoQueryOptions = () =>
  queryOptions({ queryKey: politicaAtualizacaoQueryKey, queryFn: getPoliticaAtualizacao });

export function usePoliticaAtualizacao() {
  return useQuery(politicaAtualizacaoQueryOptions());
}
