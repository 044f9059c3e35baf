import {
  politicaAtualizacaoSchema,
  type PoliticaAtualizacao,
  type PoliticaAtualizacaoInput,
} from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { politicaAtualizacaoQueryKey } from './get-politica-atualizacao';

/** PUT /api/auto-atualizacao */
export function savePoliticaAtualizacao(input: PoliticaAtualizacaoInput): Promise<PoliticaAtualizacao> {
  return getData(http.put('/api/auto-atualizacao', { json: input }), politicaAtualizacaoSchema);
}

/** The answer is the policy as saved (no longer the default). */
export function useSavePoliticaAtualizacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePoliticaAtualizacao,
    onSuccess: (politica) => queryClient.setQueryData(politicaAtualizacaoQueryKey, politica),
  });
}
