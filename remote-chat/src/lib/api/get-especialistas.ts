import { especialistaSchema, iaConfiguracaoSchema, type Especialista } from '@colabora/shared/contracts';
import { getData, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { especialistaQueryKey, especialistasListQueryKey, iaConfigQueryKey } from './especialistas-cache';
import type { LoadWhen } from '../load-when';

/**
 * GET /api/especialistas: the institution's specialists, read by the three AI screens and by the
 * inbox (giving a conversation to one). A user of the inbox without the Especialistas screen gets
 * 403, which is no reason to end the session: the global handling is skipped (the inbox then
 * offers no specialist; the screens show their own error state).
 */
export function getEspecialistas(signal?: AbortSignal): Promise<Especialista[]> {
  return getData(
    http.get('/api/especialistas', { signal, headers: { [SKIP_GLOBAL_ERRORS]: '1' } }),
    v.array(especialistaSchema),
  );
}

export const especialistasQueryOptions = () =>
  queryOptions({ queryKey: especialistasListQueryKey, queryFn: ({ signal }) => getEspecialistas(signal) });

/** The same list, narrowed to the specialists that answer now (the inbox's choice). */
export const especialistasAtivosQueryOptions = () =>
  queryOptions({
    ...especialistasQueryOptions(),
    select: (especialistas: Especialista[]) => especialistas.filter((item) => item.ativo),
  });

export function useEspecialistas() {
  return useQuery(especialistasQueryOptions());
}

export function useEspecialistasAtivos({ enabled = true }: LoadWhen = {}) {
  return useQuery({ ...especialistasAtivosQueryOptions(), enabled });
}

/** GET /api/especialistas/{id}. */
export function getEspecialista(idEspecialista: number, signal?: AbortSignal): Promise<Especialista> {
  return getData(http.get(`/api/especialistas/${idEspecialista}`, { signal }), especialistaSchema);
}

/** One specialist; undefined loads nothing (a new one). */
export const especialistaQueryOptions = (idEspecialista: number | undefined) =>
  queryOptions({
    queryKey: especialistaQueryKey(idEspecialista ?? 0),
    queryFn: ({ signal }) => getEspecialista(idEspecialista ?? 0, signal),
    enabled: idEspecialista !== undefined,
  });

export function useEspecialista(idEspecialista: number | undefined) {
  return useQuery(especialistaQueryOptions(idEspecialista));
}

/** GET /api/especialistas/ia: the models the operator offers, or what to set when there is none. */
export function getIaConfig(signal?: AbortSignal) {
  return getData(http.get('/api/especialistas/ia', { signal }), iaConfiguracaoSchema);
}

/** The operator's configuration changes only with a restart: five minutes fresh. */
export const iaConfigQueryOptions = () =>
  queryOptions({ queryKey: iaConfigQueryKey, queryFn: ({ signal }) => getIaConfig(signal), staleTime: 5 * 60_000 });

export function useIaConfig() {
  return useQuery(iaConfigQueryOptions());
}
