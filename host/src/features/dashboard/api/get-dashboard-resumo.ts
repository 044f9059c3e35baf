import { dashboardResumoSchema, type DashboardResumo } from '@colabora/shared/contracts/dashboard';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/dashboard/resumo: today's figures of the user's institution. */
export function getDashboardResumo(): Promise<DashboardResumo> {
  return getData(http.get('/api/dashboard/resumo'), dashboardResumoSchema);
}

export const dashboardResumoQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'resumo'], queryFn: getDashboardResumo });

export function useDashboardResumo() {
  return useQuery(dashboardResumoQueryOptions());
}
