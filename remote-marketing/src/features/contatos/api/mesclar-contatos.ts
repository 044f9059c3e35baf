import { mesclagemResultadoSchema, type ApiResponse, type MesclagemResultado } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contatosKeys } from './get-contatos';

/** The contact that stays (`idContato`) and the one that joins it (`idMesclado`). */
export type Mesclagem = { idContato: number; idMesclado: number };

/** POST /api/contatos/{idContato}/mesclar (ADR 0035): what moved to the contact that stays. */
export function mesclarContatos({ idContato, idMesclado }: Mesclagem): Promise<ApiResponse<MesclagemResultado>> {
  return getEnvelope(
    http.post(`/api/contatos/${idContato}/mesclar`, { json: { idMesclado } }),
    mesclagemResultadoSchema,
  );
}

/** Merges; the list and both pages load again (the one merged away is gone). */
export function useMesclarContatos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mesclarContatos,
    onSuccess: (_body, { idMesclado }) => {
      queryClient.removeQueries({ queryKey: contatosKeys.pagina(idMesclado) });
      void queryClient.invalidateQueries({ queryKey: contatosKeys.all });
    },
  });
}
