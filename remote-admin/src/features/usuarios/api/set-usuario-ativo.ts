import type { ApiResponse, UsuarioAdmin } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** PUT /api/usuarios/:id/ativo: disabling also ends every session of the user. */
export async function setUsuarioAtivo(id: number, ativo: boolean): Promise<ApiResponse<UsuarioAdmin>> {
  return http.put(`/api/usuarios/${id}/ativo`, { json: { ativo } }).json<ApiResponse<UsuarioAdmin>>();
}
