import { leadsPageSchema, type Lead, type LeadOrigem, type LEADS_ORDENS, type Page } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadsListQueryKey } from '../../../lib/api/leads-cache';

export type LeadsOrdem = (typeof LEADS_ORDENS)[number];

/** The list's filters, sorting and page, as the query string of GET /api/leads. */
export type LeadsFiltros = {
  idEtapa?: number;
  idResponsavel?: number;
  origem?: LeadOrigem;
  de?: string;
  ate?: string;
  q?: string;
  ordem: LeadsOrdem;
  page: number;
  pageSize: number;
};

export function leadsSearchParams(filtros: LeadsFiltros): Record<string, string> {
  const params: Record<string, string> = {
    ordem: filtros.ordem,
    page: String(filtros.page),
    pageSize: String(filtros.pageSize),
  };
  if (filtros.idEtapa) params.idEtapa = String(filtros.idEtapa);
  if (filtros.idResponsavel) params.idResponsavel = String(filtros.idResponsavel);
  if (filtros.origem) params.origem = filtros.origem;
  if (filtros.de) params.de = filtros.de;
  if (filtros.ate) params.ate = filtros.ate;
  if (filtros.q?.trim()) params.q = filtros.q.trim();
  return params;
}

/** GET /api/leads: one page of the institution's leads matching the filters. */
export function getLeads(filtros: LeadsFiltros, signal?: AbortSignal): Promise<Page<Lead>> {
  return getData(http.get('/api/leads', { searchParams: leadsSearchParams(filtros), signal }), leadsPageSchema);
}

/** Hub events write into it (leads-cache); the previous page stays on screen while the next loads. */
export const leadsQueryOptions = (filtros: LeadsFiltros) =>
  queryOptions({
    queryKey: leadsListQueryKey(filtros),
    queryFn: ({ signal }) => getLeads(filtros, signal),
    placeholderData: keepPreviousData,
  });

export function useLeads(filtros: LeadsFiltros) {
  return useQuery(leadsQueryOptions(filtros));
}
