import { contextoSchema, type ApiResponse, type Contexto, type ContextoInput } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contextoQueryKey, versoesQueryKey } from '../../../lib/api/especialistas-cache';

/** PUT /api/especialistas/{id}/contexto: saving makes a new version. */
export function saveContexto(idEspecialista: number, input: ContextoInput): Promise<ApiResponse<Contexto>> {
  return getEnvelope(http.put(`/api/especialistas/${idEspecialista}/contexto`, { json: input }), contextoSchema);
}

/** POST …/contexto/versoes/{idVersao}/restaurar: an old version becomes the newest. */
export function restoreVersao(idEspecialista: number, idVersao: number): Promise<ApiResponse<Contexto>> {
  return getEnvelope(
    http.post(`/api/especialistas/${idEspecialista}/contexto/versoes/${idVersao}/restaurar`),
    contextoSchema,
  );
}

/** Both writes answer the context as it is now: it goes into the cache, and the versions load again. */
export function useContextoMutations(idEspecialista: number) {
  const queryClient = useQueryClient();
  const onSuccess = (body: ApiResponse<Contexto>) => {
    if (body.data) queryClient.setQueryData(contextoQueryKey(idEspecialista), body.data);
    void queryClient.invalidateQueries({ queryKey: versoesQueryKey(idEspecialista) });
  };
  return {
    save: useMutation({ mutationFn: (input: ContextoInput) => saveContexto(idEspecialista, input), onSuccess }),
    restore: useMutation({ mutationFn: (idVersao: number) => restoreVersao(idEspecialista, idVersao), onSuccess }),
  };
}
