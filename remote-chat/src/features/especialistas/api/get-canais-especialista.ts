import type { EspecialistaCanal } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useQuery } from '@tanstack/react-query';
import { especialistasQueryKey } from '../../../lib/api/especialistas-cache';

/** GET /api/especialistas/canais: the channels a specialist can answer (name and state only). */
export function getCanaisEspecialista(signal?: AbortSignal): Promise<EspecialistaCanal[]> {
  return getData<EspecialistaCanal[]>(http.get('/api/especialistas/canais', { signal }));
}

export function useCanaisEspecialista() {
  return useQuery({
    queryKey: [...especialistasQueryKey, 'canais'],
    queryFn: ({ signal }) => getCanaisEspecialista(signal),
    staleTime: 60_000,
  });
}
