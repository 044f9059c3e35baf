import { senhaTemporariaSchema } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useMutation } from '@tanstack/react-query';

/** POST /api/usuarios/:id/redefinir-senha: a new temporary password, shown once. */
export async function resetSenha(id: number): Promise<string> {
  const { senhaTemporaria } = await getData(http.post(`/api/usuarios/${id}/redefinir-senha`), senhaTemporariaSchema);
  return senhaTemporaria;
}

/** Nothing on screen shows a password, so nothing is invalidated. */
export function useResetSenha() {
  return useMutation({ mutationFn: resetSenha });
}
