import { contextoSchema, contextoVersaoSchema, type Contexto, type ContextoVersao } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { contextoQueryKey, versoesQueryKey } from '../../../lib/api/especialistas-cache';

/** GET /api/especialistas/{id}/contexto: the sections, the final prompt and its size in tokens. */
export function getContexto(idEspecialista: number, signal?: AbortSignal): Promise<Contexto> {
  return getData(http.get(`/api/especialistas/${idEspecialista}/contexto`, { signal }), contextoSchema);
}

export const contextoQueryOptions = (idEspecialista: number) =>
  queryOptions({
    queryKey: contextoQueryKey(idEspecialista),
    queryFn: ({ signal }) => getContexto(idEspecialista, signal),
  });

export function useContexto(idEspecialista: number) {
  return useQuery(contextoQueryOptions(idEspecialista));
}

/** GET /api/especialistas/{id}/contexto/versoes: the saved versions, newest first. */
export function getVersoes(idEspecialista: number, signal?: AbortSignal): Promise<ContextoVersao[]> {
  return getData(
    http.get(`/api/especialistas/${idEspecialista}/contexto/versoes`, { signal }),
    v.array(contextoVersaoSchema),
  );
}

export const versoesQueryOptions = (idEspecialista: number) =>
  queryOptions({
    queryKey: versoesQueryKey(idEspecialista),
    queryFn: ({ signal }) => getVersoes(idEspecialista, signal),
  });

export function useVersoes(idEspecialista: number) {
  return useQuery(versoesQueryOptions(idEspecialista));
}
