import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { perfilQueryKey } from './get-perfil';

/** DELETE /api/perfis/:id: refused with 409 while a user holds the profile. Answers the message to show. */
export async function deletePerfil(id: number): Promise<string> {
  const { message } = await getEnvelope(http.delete(`/api/perfis/${id}`));
  return message;
}

/** Only a profile nobody holds is deleted, so users are unchanged; the lists of profiles are not. */
export function useDeletePerfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerfil,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: perfilQueryKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['perfis', 'lista'] }),
        queryClient.invalidateQueries({ queryKey: ['perfis', 'opcoes'] }),
      ]);
    },
  });
}
