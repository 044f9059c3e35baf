import type { Contexto, ContextoVersao } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useQuery } from '@tanstack/react-query';
import { contextoQueryKey, versoesQueryKey } from '../../../lib/api/especialistas-cache';

/** GET /api/especialistas/{id}/contexto: the sections, the final prompt and its size in tokens. */
export function getContexto(idEspecialista: number, signal?: AbortSignal): Promise<Contexto> {
  return getData<Contexto>(http.get(`/api/especialistas/${idEspecialista}/contexto`, { signal }));
}

export function useContexto(idEspecialista: number) {
  return useQuery({
    queryKey: contextoQueryKey(idEspecialista),
    queryFn: ({ signal }) => getContexto(idEspecialista, signal),
  });
}

/** GET /api/especialistas/{id}/contexto/versoes: the saved versions, newest first. */
export function getVersoes(idEspecialista: number, signal?: AbortSignal): Promise<ContextoVersao[]> {
  return getData<ContextoVersao[]>(http.get(`/api/especialistas/${idEspecialista}/contexto/versoes`, { signal }));
}

export function useVersoes(idEspecialista: number) {
  return useQuery({
    queryKey: versoesQueryKey(idEspecialista),
    queryFn: ({ signal }) => getVersoes(idEspecialista, signal),
  });
}
