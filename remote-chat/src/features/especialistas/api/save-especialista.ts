import {
  especialistaSchema,
  type ApiResponse,
  type Especialista,
  type EspecialistaInput,
} from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { especialistaQueryKey, especialistasQueryKey } from '../../../lib/api/especialistas-cache';

export type SaveEspecialistaInput = { input: EspecialistaInput; idEspecialista?: number };

/** POST /api/especialistas (new) or PUT /api/especialistas/{idEspecialista}. */
export function saveEspecialista({ input, idEspecialista }: SaveEspecialistaInput): Promise<ApiResponse<Especialista>> {
  const request = idEspecialista
    ? http.put(`/api/especialistas/${idEspecialista}`, { json: input })
    : http.post('/api/especialistas', { json: input });
  return getEnvelope(request, especialistaSchema);
}

/** Saves a specialist: its copy goes into the cache, and every list of specialists loads again. */
export function useSaveEspecialista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEspecialista,
    onSuccess: (body) => {
      if (body.data) queryClient.setQueryData(especialistaQueryKey(body.data.idEspecialista), body.data);
      void queryClient.invalidateQueries({ queryKey: especialistasQueryKey });
    },
  });
}

/** DELETE /api/especialistas/{idEspecialista}: its conversations go back to the staff. */
export function deleteEspecialista(idEspecialista: number): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.delete(`/api/especialistas/${idEspecialista}`));
}

export function useDeleteEspecialista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEspecialista,
    onSuccess: (_body, idEspecialista) => {
      queryClient.removeQueries({ queryKey: especialistaQueryKey(idEspecialista) });
      void queryClient.invalidateQueries({ queryKey: especialistasQueryKey });
    },
  });
}
