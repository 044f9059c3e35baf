import type { ApiResponse, MeuPerfil } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/Usuario/perfil/me. */
export async function getMyProfile(): Promise<MeuPerfil> {
  const body = await http.get('/api/Usuario/perfil/me').json<ApiResponse<MeuPerfil>>();
  if (!body.data) throw new Error(body.message || 'Resposta inválida do servidor');
  return body.data;
}
