import { contatoPaginaSchema, type ApiResponse, type ContatoPagina } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contatosKeys } from './get-contatos';

/** Consent given to staff (with how, in the note) or revoked (the note optional). */
export type ConsentimentoAcao = { idContato: number; acao: 'registrar' | 'revogar'; nota: string };

/** POST /api/contatos/{id}/consentimento/registrar|revogar: the contact's page as it is now. */
export function changeConsentimento({ idContato, acao, nota }: ConsentimentoAcao): Promise<ApiResponse<ContatoPagina>> {
  return getEnvelope(
    http.post(`/api/contatos/${idContato}/consentimento/${acao}`, { json: { nota: nota.trim() || null } }),
    contatoPaginaSchema,
  );
}

/** Records or revokes; the answer is the page, and the list loads again (its consent column). */
export function useChangeConsentimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeConsentimento,
    onSuccess: (body, { idContato }) => {
      if (body.data) queryClient.setQueryData(contatosKeys.pagina(idContato), body.data);
      void queryClient.invalidateQueries({ queryKey: contatosKeys.all });
    },
  });
}
