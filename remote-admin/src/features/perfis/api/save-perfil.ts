import {
  perfilAcessoDetalheSchema,
  type PerfilAcessoDetalhe,
  type PerfilAcessoInput,
} from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { perfilQueryKey } from './get-perfil';

/** `id` null: a new profile. */
export type SavePerfilVariables = { id: number | null; input: PerfilAcessoInput };

/** POST /api/perfis, or PUT /api/perfis/:id when `id` is given (the whole matrix is replaced). */
export function savePerfil({ id, input }: SavePerfilVariables): Promise<PerfilAcessoDetalhe> {
  const request =
    id === null ? http.post('/api/perfis', { json: input }) : http.put(`/api/perfis/${id}`, { json: input });
  return getData(request, perfilAcessoDetalheSchema);
}

/**
 * The answer is the profile as saved. Its name also shows in the user form's profile options and,
 * once users hold it, in the users list and detail (Usuários).
 */
export function useSavePerfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePerfil,
    onSuccess: (perfil, { id }) => {
      queryClient.setQueryData(perfilQueryKey(perfil.idPerfil), perfil);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['perfis', 'lista'] }),
        queryClient.invalidateQueries({ queryKey: ['perfis', 'opcoes'] }),
        id === null ? null : queryClient.invalidateQueries({ queryKey: ['usuarios'] }),
      ]);
    },
  });
}
