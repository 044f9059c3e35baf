import { dashboardPresidenteSchema, type DashboardPresidente } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/dashboard-presidente?dias= */
export function getDashboardPresidente(dias: number): Promise<DashboardPresidente> {
  return getData(http.get('/api/dashboard-presidente', { searchParams: { dias } }), dashboardPresidenteSchema);
}

/** The previous period stays on screen (marked busy) while another one is computed. */
export const dashboardPresidenteQueryOptions = (dias: number) =>
  queryOptions({
    queryKey: ['dashboard-presidente', dias],
    queryFn: () => getDashboardPresidente(dias),
    placeholderData: keepPreviousData,
  });

export function useDashboardPresidente(dias: number) {
  return useQuery(dashboardPresidenteQueryOptions(dias));
}
