import { usoDiaSchema, type UsoDia } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { usoQueryKey } from '../../../lib/api/especialistas-cache';

/** GET /api/especialistas/{id}/uso?dias=N: per day, conversations, answers, hand-offs and tokens. */
export function getUso(idEspecialista: number, dias: number, signal?: AbortSignal): Promise<UsoDia[]> {
  return getData(
    http.get(`/api/especialistas/${idEspecialista}/uso`, { searchParams: { dias }, signal }),
    v.array(usoDiaSchema),
  );
}

export const usoQueryOptions = (idEspecialista: number, dias: number) =>
  queryOptions({
    queryKey: usoQueryKey(idEspecialista, dias),
    queryFn: ({ signal }) => getUso(idEspecialista, dias, signal),
  });

export function useUso(idEspecialista: number, dias: number) {
  return useQuery(usoQueryOptions(idEspecialista, dias));
}
