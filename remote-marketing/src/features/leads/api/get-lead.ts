import { leadHistoricoSchema, leadSchema, type Lead, type LeadHistorico } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { leadHistoricoQueryKey, leadQueryKey } from '../../../lib/api/leads-cache';

/** An id from the address that can be a lead's; any other loads nothing. */
const isLeadId = (idLead: number) => Number.isInteger(idLead) && idLead > 0;

/** GET /api/leads/{idLead}: the lead (detail and edit form). */
export function getLead(idLead: number, signal?: AbortSignal): Promise<Lead> {
  return getData(http.get(`/api/leads/${idLead}`, { signal }), leadSchema);
}

export const leadQueryOptions = (idLead: number) =>
  queryOptions({
    queryKey: leadQueryKey(idLead),
    queryFn: ({ signal }) => getLead(idLead, signal),
    enabled: isLeadId(idLead),
  });

export function useLead(idLead: number) {
  return useQuery(leadQueryOptions(idLead));
}

/** GET /api/leads/{idLead}/historico: every change, newest first, with who made it. */
export function getLeadHistorico(idLead: number, signal?: AbortSignal): Promise<LeadHistorico[]> {
  return getData(http.get(`/api/leads/${idLead}/historico`, { signal }), v.array(leadHistoricoSchema));
}

export const leadHistoricoQueryOptions = (idLead: number) =>
  queryOptions({
    queryKey: leadHistoricoQueryKey(idLead),
    queryFn: ({ signal }) => getLeadHistorico(idLead, signal),
    enabled: isLeadId(idLead),
  });

export function useLeadHistorico(idLead: number) {
  return useQuery(leadHistoricoQueryOptions(idLead));
}
