import type { ApiResponse, PerfilAcessoResumo } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/perfis: the profiles with how many users hold each. */
export async function getPerfis(): Promise<PerfilAcessoResumo[]> {
  const body = await http.get('/api/perfis').json<ApiResponse<PerfilAcessoResumo[]>>();
  return body.data ?? [];
}
