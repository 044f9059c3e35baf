import { leadSchema, type ApiResponse, type Lead } from '@colabora/shared/contracts';
import { getEnvelope, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/leads/da-conversa/{idChat}: the conversation's contact becomes a lead (origin
 * WhatsApp). A profile without Leads gets 403, which here only means "not allowed": the global
 * handling (end the session) is skipped.
 */
export const createLeadFromChat = (idChat: number): Promise<ApiResponse<Lead>> =>
  getEnvelope(http.post(`/api/leads/da-conversa/${idChat}`, { headers: { [SKIP_GLOBAL_ERRORS]: '1' } }), leadSchema);

export function useCreateLeadFromChat(idChat: number) {
  return useMutation({ mutationFn: () => createLeadFromChat(idChat) });
}
