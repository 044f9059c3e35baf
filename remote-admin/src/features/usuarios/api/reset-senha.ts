import type { ApiResponse, SenhaTemporaria } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** POST /api/usuarios/:id/redefinir-senha: a new temporary password, shown once. */
export async function resetSenha(id: number): Promise<string> {
  const body = await http.post(`/api/usuarios/${id}/redefinir-senha`).json<ApiResponse<SenhaTemporaria>>();
  if (!body.data) throw new Error('Resposta sem senha');
  return body.data.senhaTemporaria;
}
