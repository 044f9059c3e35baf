import {
  importarEtiquetaResultadoSchema,
  leadsLoteResultadoSchema,
  type ApiResponse,
  type importarEtiquetaInputSchema,
  type LeadsLoteInput,
} from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from '@colabora/shared/schema';
import { leadsQueryKey } from '../../../lib/api/leads-cache';

/** POST /api/leads/lote: one action (move, assign, tag) on the selected leads. */
export function leadsLote(input: LeadsLoteInput): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.post('/api/leads/lote', { json: input }), leadsLoteResultadoSchema);
}

export type ImportarEtiquetaInput = v.InferInput<typeof importarEtiquetaInputSchema>;

/** POST /api/leads/importar-etiqueta: every contact with the tag becomes a lead in the stage. */
export function importarEtiqueta(input: ImportarEtiquetaInput): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.post('/api/leads/importar-etiqueta', { json: input }), importarEtiquetaResultadoSchema);
}

/** Both change many leads at once: the board, the lists and the details load again. */
export function useLeadsLote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leadsLote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}

export function useImportarEtiqueta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarEtiqueta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}
