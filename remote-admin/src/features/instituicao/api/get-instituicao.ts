import { instituicaoDadosSchema, type InstituicaoDados } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/instituicao: the caller's own institution. */
export function getInstituicao(): Promise<InstituicaoDados> {
  return getData(http.get('/api/instituicao'), instituicaoDadosSchema);
}

export const instituicaoQueryKey = ['instituicao'] as const;

export const instituicaoQueryOptions = () => queryOptions({ queryKey: instituicaoQueryKey, queryFn: getInstituicao });

export function useInstituicao() {
  return useQuery(instituicaoQueryOptions());
}
