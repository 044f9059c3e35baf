import type { CampanhaLimites, CampanhaOpcoes } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useQuery } from '@tanstack/react-query';
import { campanhasKeys } from './campanhas-cache';

/** GET /api/campanhas/opcoes: channels, specialists, funnel stages and tags for the form. */
export function useCampanhaOpcoes() {
  return useQuery({
    queryKey: campanhasKeys.opcoes,
    queryFn: ({ signal }) => getData<CampanhaOpcoes>(http.get('/api/campanhas/opcoes', { signal })),
  });
}

/** GET /api/campanhas/limites: the operator's minimum interval between sends. */
export function useCampanhaLimites() {
  return useQuery({
    queryKey: campanhasKeys.limites,
    queryFn: ({ signal }) => getData<CampanhaLimites>(http.get('/api/campanhas/limites', { signal })),
    staleTime: Infinity,
  });
}
