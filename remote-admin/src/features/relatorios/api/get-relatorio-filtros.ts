import { relatorioFiltrosSchema, type RelatorioFiltros } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/relatorios/filtros: the queues, channels and staff the filters offer. */
export function getRelatorioFiltros(): Promise<RelatorioFiltros> {
  return getData(http.get('/api/relatorios/filtros'), relatorioFiltrosSchema);
}

export const relatorioFiltrosQueryOptions = () =>
  queryOptions({ queryKey: ['relatorios', 'filtros'], queryFn: getRelatorioFiltros, staleTime: 60_000 });

export function useRelatorioFiltros() {
  return useQuery(relatorioFiltrosQueryOptions());
}
