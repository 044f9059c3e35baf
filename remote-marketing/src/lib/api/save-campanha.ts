import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import {
  campanhaPreviaSchema,
  campanhaSchema,
  type Campanha,
  type CampanhaInput,
} from '@colabora/shared/contracts/campanhas';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campanhasKeys, writeCampanhaToCache } from './campanhas-cache';

export type SaveCampanhaInput = { input: CampanhaInput; idCampanha?: number };

/** POST /api/campanhas (a new draft) or PUT /api/campanhas/{id}. */
export function saveCampanha({ input, idCampanha }: SaveCampanhaInput): Promise<ApiResponse<Campanha>> {
  const request = idCampanha
    ? http.put(`/api/campanhas/${idCampanha}`, { json: input })
    : http.post('/api/campanhas', { json: input });
  return getEnvelope(request, campanhaSchema);
}

export function useSaveCampanha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampanha,
    onSuccess: (body) => {
      if (body.data) writeCampanhaToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: campanhasKeys.lista });
    },
  });
}

/** DELETE /api/campanhas/{id}. */
export function useDeleteCampanha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idCampanha: number) => getEnvelope(http.delete(`/api/campanhas/${idCampanha}`)),
    onSuccess: (_body, idCampanha) => {
      queryClient.setQueryData<Campanha[]>(campanhasKeys.lista, (lista) =>
        lista?.filter((item) => item.idEspecialistaCampanha !== idCampanha),
      );
      queryClient.removeQueries({ queryKey: campanhasKeys.detalhe(idCampanha) });
    },
  });
}

/** POST /api/campanhas/previa: who receives it, who is skipped, and the variants filled in. */
export function usePreviaCampanha() {
  return useMutation({
    mutationFn: (input: CampanhaInput) =>
      getData(http.post('/api/campanhas/previa', { json: input }), campanhaPreviaSchema),
  });
}
