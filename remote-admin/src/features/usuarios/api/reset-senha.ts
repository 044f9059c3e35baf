import type { SenhaTemporaria } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { useMutation } from '@tanstack/react-query';

/** POST /api/usuarios/:id/redefinir-senha: a new temporary password, shown once. */
export async function resetSenha(id: number): Promise<string> {
  const { senhaTemporaria } = await getData<SenhaTemporaria>(http.post(`/api/usuarios/${id}/redefinir-senha`));
  return senhaTemporaria;
}

/** Nothing on screen shows a password, so nothing is invalidated. */
export function useResetSenha() {
  return useMutation({ mutationFn: resetSenha });
}
