import type { ApiResponse, UsuarioAdmin, UsuarioAdminInput, UsuarioCriado } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** POST /api/usuarios: the new user and its temporary password (shown once). */
export async function createUsuario(input: UsuarioAdminInput): Promise<UsuarioCriado> {
  const body = await http.post('/api/usuarios', { json: input }).json<ApiResponse<UsuarioCriado>>();
  if (!body.data) throw new Error('Resposta sem usuário');
  return body.data;
}

/** PUT /api/usuarios/:id */
export async function updateUsuario(id: number, input: UsuarioAdminInput): Promise<UsuarioAdmin> {
  const body = await http.put(`/api/usuarios/${id}`, { json: input }).json<ApiResponse<UsuarioAdmin>>();
  if (!body.data) throw new Error('Resposta sem usuário');
  return body.data;
}
