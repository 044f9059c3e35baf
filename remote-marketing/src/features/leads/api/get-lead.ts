import type { Lead, LeadHistorico } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadHistoricoQueryKey, leadQueryKey } from '../../../lib/api/leads-cache';

/** GET /api/leads/{idLead}: the lead (detail and edit form). */
export function getLead(idLead: number, signal?: AbortSignal): Promise<Lead> {
  return getData<Lead>(http.get(`/api/leads/${idLead}`, { signal }));
}

export const leadQueryOptions = (idLead: number) =>
  queryOptions({ queryKey: leadQueryKey(idLead), queryFn: ({ signal }) => getLead(idLead, signal) });

export function useLead(idLead: number) {
  return useQuery({ ...leadQueryOptions(idLead), enabled: Number.isInteger(idLead) && idLead > 0 });
}

/** GET /api/leads/{idLead}/historico: every change, newest first, with who made it. */
export function getLeadHistorico(idLead: number, signal?: AbortSignal): Promise<LeadHistorico[]> {
  return getData<LeadHistorico[]>(http.get(`/api/leads/${idLead}/historico`, { signal }));
}

export function useLeadHistorico(idLead: number) {
  return useQuery({
    queryKey: leadHistoricoQueryKey(idLead),
    queryFn: ({ signal }) => getLeadHistorico(idLead, signal),
    enabled: Number.isInteger(idLead) && idLead > 0,
  });
}
