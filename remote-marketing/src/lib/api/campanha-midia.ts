import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { campanhaSchema, type Campanha } from '@colabora/shared/contracts/campanhas';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campanhasKeys, writeCampanhaToCache } from './campanhas-cache';

/** What the form decided about the campaign's file: keep it, put a new one, or take it off. */
export type MidiaEscolha =
  | { kind: 'manter' }
  | { kind: 'nova'; arquivo: string; nome: string; mime: string; tamanho: number }
  | { kind: 'remover' };

/** PUT (a new file) or DELETE /api/campanhas/{id}/midia; null when there is nothing to change. */
export function applyMidia(idCampanha: number, escolha: MidiaEscolha): Promise<ApiResponse<Campanha>> | null {
  if (escolha.kind === 'nova')
    return getEnvelope(
      http.put(`/api/campanhas/${idCampanha}/midia`, { json: { arquivo: escolha.arquivo, nome: escolha.nome } }),
      campanhaSchema,
    );
  if (escolha.kind === 'remover') return getEnvelope(http.delete(`/api/campanhas/${idCampanha}/midia`), campanhaSchema);
  return null;
}

export function useApplyMidia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idCampanha, escolha }: { idCampanha: number; escolha: MidiaEscolha }) =>
      applyMidia(idCampanha, escolha) ?? Promise.resolve(null),
    onSuccess: (body) => {
      if (body?.data) writeCampanhaToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: campanhasKeys.lista });
    },
  });
}
