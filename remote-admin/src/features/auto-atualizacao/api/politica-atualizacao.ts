import type { ApiResponse, PoliticaAtualizacao, PoliticaAtualizacaoInput } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/auto-atualizacao: the institution's policy, or the defaults. */
export async function getPoliticaAtualizacao(): Promise<PoliticaAtualizacao> {
  const body = await http.get('/api/auto-atualizacao').json<ApiResponse<PoliticaAtualizacao>>();
  if (!body.data) throw new Error('Resposta sem política');
  return body.data;
}

/** PUT /api/auto-atualizacao */
export async function savePoliticaAtualizacao(input: PoliticaAtualizacaoInput): Promise<PoliticaAtualizacao> {
  const body = await http.put('/api/auto-atualizacao', { json: input }).json<ApiResponse<PoliticaAtualizacao>>();
  if (!body.data) throw new Error('Resposta sem política');
  return body.data;
}
