import type { ApiResponse } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { canaisQueryKey, removeCanalFromCache } from '../../../lib/api/canais-cache';

/** DELETE /api/canais/{idCanal}. */
export function excluirCanal(idCanal: number): Promise<ApiResponse<unknown>> {
  return getEnvelope(http.delete(`/api/canais/${idCanal}`));
}

export type UseExcluirCanalOptions = Omit<UseMutationOptions<ApiResponse<unknown>, Error, number>, 'mutationFn'>;

/** Deletes a channel: it leaves the list at once, and the list loads again. */
export function useExcluirCanal({ onSuccess, ...options }: UseExcluirCanalOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: excluirCanal,
    onSuccess: (body, idCanal, ...rest) => {
      removeCanalFromCache(queryClient, idCanal);
      void queryClient.invalidateQueries({ queryKey: canaisQueryKey });
      return onSuccess?.(body, idCanal, ...rest);
    },
  });
}
