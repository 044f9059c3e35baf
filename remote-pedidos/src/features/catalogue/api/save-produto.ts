import type { ApiResponse, ProdutoInput, ProdutoServico } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** POST /api/produtos-servicos (new) or PUT /api/produtos-servicos/{id}; 409 for a repeated name. */
export async function saveProduto(input: ProdutoInput, id?: number): Promise<ApiResponse<ProdutoServico>> {
  const request = id
    ? http.put(`/api/produtos-servicos/${id}`, { json: input })
    : http.post('/api/produtos-servicos', { json: input });
  return request.json<ApiResponse<ProdutoServico>>();
}

/** DELETE /api/produtos-servicos/{id}; 409 when orders use it (deactivate it instead). */
export async function deleteProduto(id: number): Promise<ApiResponse<null>> {
  return http.delete(`/api/produtos-servicos/${id}`).json<ApiResponse<null>>();
}
