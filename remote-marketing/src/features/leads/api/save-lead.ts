import { leadSchema, type ApiResponse, type Lead, type LeadInput } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsListQueryKey, removeLeadFromCache, writeLeadToCache } from '../../../lib/api/leads-cache';

export type SaveLeadInput = { input: LeadInput; idLead?: number };

/** POST /api/leads (new; a new contact is created from name and phone) or PUT /api/leads/{idLead}. */
export function saveLead({ input, idLead }: SaveLeadInput): Promise<ApiResponse<Lead>> {
  const request = idLead ? http.put(`/api/leads/${idLead}`, { json: input }) : http.post('/api/leads', { json: input });
  return getEnvelope(request, leadSchema);
}

/** Saves a lead: the answer goes into the board and its detail, and the lists load again. */
export function useSaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLead,
    onSuccess: (body) => {
      if (body.data) writeLeadToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: leadsListQueryKey() });
    },
  });
}

/** DELETE /api/leads/{idLead}. */
export function deleteLead(idLead: number): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.delete(`/api/leads/${idLead}`));
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: (_body, idLead) => {
      removeLeadFromCache(queryClient, idLead);
      void queryClient.invalidateQueries({ queryKey: leadsListQueryKey() });
    },
  });
}
