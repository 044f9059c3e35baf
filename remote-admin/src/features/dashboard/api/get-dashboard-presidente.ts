import type { ApiResponse, DashboardPresidente } from '@colabora/shared/contracts';
import { http } from '@colabora/shared/http';

/** GET /api/dashboard-presidente?dias= */
export async function getDashboardPresidente(dias: number): Promise<DashboardPresidente> {
  const body = await http
    .get('/api/dashboard-presidente', { searchParams: { dias: String(dias) } })
    .json<ApiResponse<DashboardPresidente>>();
  if (!body.data) throw new Error('Resposta sem indicadores');
  return body.data;
}
