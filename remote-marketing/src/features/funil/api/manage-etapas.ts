import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { etapaSchema, type Etapa, type EtapaTipo } from '@colabora/shared/contracts/marketing';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { etapasQueryKey, funilQueryKey } from '../../../lib/api/leads-cache';

export type EtapaInput = { nome: string; tipo: EtapaTipo };

/** POST /api/funil/etapas (new) or PUT /api/funil/etapas/{idEtapa} (rename, change type). */
export function saveEtapa({ idEtapa, input }: { idEtapa?: number; input: EtapaInput }): Promise<ApiResponse<Etapa>> {
  const request = idEtapa
    ? http.put(`/api/funil/etapas/${idEtapa}`, { json: input })
    : http.post('/api/funil/etapas', { json: input });
  return getEnvelope(request, etapaSchema);
}

/** DELETE /api/funil/etapas/{idEtapa}: refused by the server while the stage holds leads. */
export function deleteEtapa(idEtapa: number): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.delete(`/api/funil/etapas/${idEtapa}`));
}

/** PUT /api/funil/etapas/ordem: every stage id in the new order. */
export function reorderEtapas(idsEtapas: number[]): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.put('/api/funil/etapas/ordem', { json: { idsEtapas } }), v.array(etapaSchema));
}

/** The stage writes; each loads the board (its columns are the stages) and the stage list again. */
export function useEtapasMutations() {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: funilQueryKey }),
      queryClient.invalidateQueries({ queryKey: etapasQueryKey }),
    ]);
  return {
    save: useMutation({ mutationFn: saveEtapa, onSettled }),
    remove: useMutation({ mutationFn: deleteEtapa, onSettled }),
    reorder: useMutation({ mutationFn: reorderEtapas, onSettled }),
  };
}
