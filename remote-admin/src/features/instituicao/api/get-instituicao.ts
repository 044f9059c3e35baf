import type { ApiResponse, InstituicaoDados } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/instituicao: the caller's own institution. */
export async function getInstituicao(): Promise<InstituicaoDados> {
  const body = await http.get('/api/instituicao').json<ApiResponse<InstituicaoDados>>();
  if (!body.data) throw new Error('Resposta sem instituição');
  return body.data;
}
