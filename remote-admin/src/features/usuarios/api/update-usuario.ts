import { usuarioAdminSchema, type UsuarioAdmin, type UsuarioAdminInput } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usuarioQueryKey } from './get-usuario';

export type UpdateUsuarioVariables = { id: number; input: UsuarioAdminInput };

/** PUT /api/usuarios/:id */
export function updateUsuario({ id, input }: UpdateUsuarioVariables): Promise<UsuarioAdmin> {
  return getData(http.put(`/api/usuarios/${id}`, { json: input }), usuarioAdminSchema);
}

/** The answer is the user as saved; the list and the profiles' user counts (Perfis) change with it. */
export function useUpdateUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsuario,
    onSuccess: (usuario) => {
      queryClient.setQueryData(usuarioQueryKey(usuario.idUsuario), usuario);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['usuarios', 'lista'] }),
        queryClient.invalidateQueries({ queryKey: ['perfis', 'lista'] }),
      ]);
    },
  });
}
