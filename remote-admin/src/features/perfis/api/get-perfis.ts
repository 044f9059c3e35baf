import { perfilAcessoResumoSchema, type PerfilAcessoResumo } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';

/** GET /api/perfis: the profiles with how many users hold each. */
export function getPerfis(): Promise<PerfilAcessoResumo[]> {
  return getData(http.get('/api/perfis'), v.array(perfilAcessoResumoSchema));
}

export const perfisQueryOptions = () => queryOptions({ queryKey: ['perfis', 'lista'], queryFn: getPerfis });

export function usePerfis() {
  return useQuery(perfisQueryOptions());
}
