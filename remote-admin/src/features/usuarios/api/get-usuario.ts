import type { ApiResponse, UsuarioAdmin } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/usuarios/:id */
export async function getUsuario(id: number): Promise<UsuarioAdmin> {
  const body = await http.get(`/api/usuarios/${id}`).json<ApiResponse<UsuarioAdmin>>();
  if (!body.data) throw new Error('Resposta sem usuário');
  return body.data;
}
