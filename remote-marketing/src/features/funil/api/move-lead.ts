import type { ApiResponse } from '@colabora/shared/contracts/api-response';
import { leadSchema, type Lead, type MotivoPerda } from '@colabora/shared/contracts/marketing';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { funilQueryKey, leadsListQueryKey, writeLeadToCache, writeLeadToFunil } from '../../../lib/api/leads-cache';

export type MoveLeadInput = {
  /** The lead as the board shows it before the move (the rollback puts it back). */
  lead: Lead;
  idEtapa: number;
  motivo?: string | null;
  motivoPerda?: MotivoPerda | null;
};

/**
 * PUT /api/leads/{idLead}/etapa: the lead after the move; 400 with LEAD_MESSAGES when a won or
 * lost stage lacks its reason.
 */
export function moveLead({ lead, idEtapa, motivo, motivoPerda }: MoveLeadInput): Promise<ApiResponse<Lead>> {
  return getEnvelope(
    http.put(`/api/leads/${lead.idLead}/etapa`, {
      json: { idEtapa, motivo: motivo ?? null, motivoPerda: motivoPerda ?? null },
    }),
    leadSchema,
  );
}

type Context = { previous: Lead };

export type UseMoveLeadOptions = Omit<
  UseMutationOptions<ApiResponse<Lead>, Error, MoveLeadInput, Context>,
  'mutationFn' | 'onMutate'
>;

/**
 * Moves a lead on the board at once (optimistic) and asks the server. On failure the card goes
 * back (unless a newer copy arrived meanwhile, e.g. another user's move) and the board loads again.
 * @example useMoveLead({ onError: (error) => showToast.error(apiErrorMessage(error, '…')) })
 */
export function useMoveLead({ onSuccess, onError, ...options }: UseMoveLeadOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation<ApiResponse<Lead>, Error, MoveLeadInput, Context>({
    ...options,
    mutationFn: moveLead,
    onMutate: async ({ lead, idEtapa, motivo, motivoPerda }) => {
      // A board answer still on its way would overwrite the move.
      await queryClient.cancelQueries({ queryKey: funilQueryKey });
      writeLeadToFunil(queryClient, {
        ...lead,
        idEtapa,
        motivo: motivo ?? null,
        motivoPerda: motivoPerda ?? null,
        etapaDesde: new Date().toISOString(),
      });
      return { previous: lead };
    },
    onError: (error, input, context, ...rest) => {
      if (context) writeLeadToFunil(queryClient, context.previous);
      void queryClient.invalidateQueries({ queryKey: funilQueryKey });
      return onError?.(error, input, context, ...rest);
    },
    onSuccess: (body, ...rest) => {
      if (body.data) writeLeadToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: leadsListQueryKey(), refetchType: 'none' });
      return onSuccess?.(body, ...rest);
    },
  });
}
