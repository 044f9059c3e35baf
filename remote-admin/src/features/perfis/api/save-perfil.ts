import type { ApiResponse, PerfilAcessoDetalhe, PerfilAcessoInput } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** POST /api/perfis, or PUT /api/perfis/:id when `id` is given (the whole matrix is replaced). */
export async function savePerfil(id: number | null, input: PerfilAcessoInput): Promise<PerfilAcessoDetalhe> {
  const request =
    id === null ? http.post('/api/perfis', { json: input }) : http.put(`/api/perfis/${id}`, { json: input });
  const body = await request.json<ApiResponse<PerfilAcessoDetalhe>>();
  if (!body.data) throw new Error('Resposta sem perfil');
  return body.data;
}
