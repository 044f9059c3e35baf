import type { ApiResponse, InstituicaoDados, InstituicaoInput } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** PUT /api/instituicao */
export async function saveInstituicao(input: InstituicaoInput): Promise<InstituicaoDados> {
  const body = await http.put('/api/instituicao', { json: input }).json<ApiResponse<InstituicaoDados>>();
  if (!body.data) throw new Error('Resposta sem instituição');
  return body.data;
}
