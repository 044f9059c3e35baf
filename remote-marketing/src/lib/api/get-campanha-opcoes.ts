import { campanhaLimitesSchema, campanhaOpcoesSchema } from '@colabora/shared/contracts/campanhas';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { campanhasKeys } from './campanhas-cache';

/** GET /api/campanhas/opcoes: channels, specialists, funnel stages and tags for the form. */
export const campanhaOpcoesQueryOptions = () =>
  queryOptions({
    queryKey: campanhasKeys.opcoes,
    queryFn: ({ signal }) => getData(http.get('/api/campanhas/opcoes', { signal }), campanhaOpcoesSchema),
  });

export function useCampanhaOpcoes() {
  return useQuery(campanhaOpcoesQueryOptions());
}

/** GET /api/campanhas/limites: the operator's minimum interval between sends (set at start-up). */
export const campanhaLimitesQueryOptions = () =>
  queryOptions({
    queryKey: campanhasKeys.limites,
    queryFn: ({ signal }) => getData(http.get('/api/campanhas/limites', { signal }), campanhaLimitesSchema),
    staleTime: Infinity,
  });

export function useCampanhaLimites() {
  return useQuery(campanhaLimitesQueryOptions());
}
