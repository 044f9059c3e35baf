import { canalSchema, type ApiResponse, type Canal, type CriarCanalInput } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { canaisQueryKey, writeCanalToCache } from '../../../lib/api/canais-cache';

/** POST /api/canais: a new number of the institution; it starts disconnected (201 with the channel). */
export function criarCanal(input: CriarCanalInput): Promise<ApiResponse<Canal>> {
  return getEnvelope(http.post('/api/canais', { json: input }), canalSchema);
}

export type UseCriarCanalOptions = Omit<UseMutationOptions<ApiResponse<Canal>, Error, CriarCanalInput>, 'mutationFn'>;

/** Creates a channel: it joins the list at once, and the list loads again. */
export function useCriarCanal({ onSuccess, ...options }: UseCriarCanalOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: criarCanal,
    onSuccess: (body, ...rest) => {
      if (body.data) writeCanalToCache(queryClient, body.data);
      void queryClient.invalidateQueries({ queryKey: canaisQueryKey });
      return onSuccess?.(body, ...rest);
    },
  });
}
