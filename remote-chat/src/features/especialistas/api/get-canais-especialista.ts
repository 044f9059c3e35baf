import { especialistaCanalSchema, type EspecialistaCanal } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { especialistasQueryKey } from '../../../lib/api/especialistas-cache';

/** GET /api/especialistas/canais: the channels a specialist can answer (name and state only). */
export function getCanaisEspecialista(signal?: AbortSignal): Promise<EspecialistaCanal[]> {
  return getData(http.get('/api/especialistas/canais', { signal }), v.array(especialistaCanalSchema));
}

export const canaisEspecialistaQueryOptions = () =>
  queryOptions({
    queryKey: [...especialistasQueryKey, 'canais'],
    queryFn: ({ signal }) => getCanaisEspecialista(signal),
    staleTime: 60_000,
  });

export function useCanaisEspecialista() {
  return useQuery(canaisEspecialistaQueryOptions());
}
