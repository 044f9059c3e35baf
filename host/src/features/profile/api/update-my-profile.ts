import type { ApiResponse, AtualizarPerfilRequest, MeuPerfil } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** PUT /api/Usuario/perfil/me: name, e-mail, phone and birthday (ISO). */
export async function updateMyProfile(request: AtualizarPerfilRequest): Promise<ApiResponse<MeuPerfil>> {
  return http.put('/api/Usuario/perfil/me', { json: request }).json<ApiResponse<MeuPerfil>>();
}
