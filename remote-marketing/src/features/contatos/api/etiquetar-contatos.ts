import {
  contatosEtiquetaResultadoSchema,
  type ApiResponse,
  type ContatosEtiquetaInput,
} from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contatosKeys } from './get-contatos';

/** POST /api/contatos/etiquetas: the tag on the selected contacts; how many changed. */
export function etiquetarContatos(input: ContatosEtiquetaInput): Promise<ApiResponse<{ alterados: number }>> {
  return getEnvelope(http.post('/api/contatos/etiquetas', { json: input }), contatosEtiquetaResultadoSchema);
}

/** Tags the selection; the list and the contacts' pages load again with it. */
export function useEtiquetarContatos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: etiquetarContatos,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contatosKeys.all }),
  });
}
