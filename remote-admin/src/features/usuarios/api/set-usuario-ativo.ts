import { usuarioAdminSchema, type ApiResponse, type UsuarioAdmin } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usuarioQueryKey } from './get-usuario';

export type SetUsuarioAtivoVariables = { id: number; ativo: boolean };

/** PUT /api/usuarios/:id/ativo: disabling also ends every session of the user. The message is shown. */
export function setUsuarioAtivo({ id, ativo }: SetUsuarioAtivoVariables): Promise<ApiResponse<UsuarioAdmin>> {
  return getEnvelope(http.put(`/api/usuarios/${id}/ativo`, { json: { ativo } }), usuarioAdminSchema);
}

/** Changes the list and the active users of the president dashboard. */
export function useSetUsuarioAtivo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUsuarioAtivo,
    onSuccess: ({ data }, { id }) => {
      if (data) queryClient.setQueryData(usuarioQueryKey(id), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['usuarios', 'lista'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard-presidente'] }),
      ]);
    },
  });
}
