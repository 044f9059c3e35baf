import { usuarioCriadoSchema, type UsuarioAdminInput, type UsuarioCriado } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usuarioQueryKey } from './get-usuario';

/** POST /api/usuarios: the new user and its temporary password (shown once). */
export function createUsuario(input: UsuarioAdminInput): Promise<UsuarioCriado> {
  return getData(http.post('/api/usuarios', { json: input }), usuarioCriadoSchema);
}

/**
 * A new user changes the list, the user count of its profile (Perfis) and the active users of the
 * president dashboard.
 */
export function useCreateUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUsuario,
    onSuccess: ({ usuario }) => {
      queryClient.setQueryData(usuarioQueryKey(usuario.idUsuario), usuario);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['usuarios', 'lista'] }),
        queryClient.invalidateQueries({ queryKey: ['perfis', 'lista'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard-presidente'] }),
      ]);
    },
  });
}
