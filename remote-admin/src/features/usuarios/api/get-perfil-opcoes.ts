import type { ApiResponse, PerfilOpcao } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/usuarios/perfis: the profiles the form may assign (needs only the Usuários screen). */
export async function getPerfilOpcoes(): Promise<PerfilOpcao[]> {
  const body = await http.get('/api/usuarios/perfis').json<ApiResponse<PerfilOpcao[]>>();
  return body.data ?? [];
}
