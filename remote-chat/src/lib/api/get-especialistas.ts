import type { Especialista, IaConfiguracao } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { especialistaQueryKey, especialistasListQueryKey, iaConfigQueryKey } from './especialistas-cache';

/** GET /api/especialistas: the institution's specialists (read by the three AI screens). */
export function getEspecialistas(signal?: AbortSignal): Promise<Especialista[]> {
  return getData<Especialista[]>(http.get('/api/especialistas', { signal }));
}

export const especialistasQueryOptions = () =>
  queryOptions({ queryKey: especialistasListQueryKey, queryFn: ({ signal }) => getEspecialistas(signal) });

export function useEspecialistas() {
  return useQuery(especialistasQueryOptions());
}

/** GET /api/especialistas/{id}. */
export function getEspecialista(idEspecialista: number, signal?: AbortSignal): Promise<Especialista> {
  return getData<Especialista>(http.get(`/api/especialistas/${idEspecialista}`, { signal }));
}

export function useEspecialista(idEspecialista: number | undefined) {
  return useQuery({
    queryKey: especialistaQueryKey(idEspecialista ?? 0),
    queryFn: ({ signal }) => getEspecialista(idEspecialista ?? 0, signal),
    enabled: idEspecialista !== undefined,
  });
}

/** GET /api/especialistas/ia: the models the operator offers, or what to set when there is none. */
export function getIaConfig(signal?: AbortSignal): Promise<IaConfiguracao> {
  return getData<IaConfiguracao>(http.get('/api/especialistas/ia', { signal }));
}

export function useIaConfig() {
  return useQuery({ queryKey: iaConfigQueryKey, queryFn: ({ signal }) => getIaConfig(signal), staleTime: 5 * 60_000 });
}
