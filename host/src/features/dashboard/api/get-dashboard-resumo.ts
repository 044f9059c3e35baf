import type { ApiResponse, DashboardResumo } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/dashboard/resumo: today's figures of the user's institution. */
export async function getDashboardResumo(): Promise<DashboardResumo> {
  const body = await http.get('/api/dashboard/resumo').json<ApiResponse<DashboardResumo>>();
  if (!body.data) throw new Error(body.message || 'Resposta inválida do servidor');
  return body.data;
}
