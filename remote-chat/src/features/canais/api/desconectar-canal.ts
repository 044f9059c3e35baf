import { canalSchema, type ApiResponse, type Canal } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { writeCanalToCache } from '../../../lib/api/canais-cache';

/** POST /api/canais/{idCanal}/desconectar: logs the number out of WhatsApp; answers the channel. */
export function desconectarCanal(idCanal: number): Promise<ApiResponse<Canal>> {
  return getEnvelope(http.post(`/api/canais/${idCanal}/desconectar`), canalSchema);
}

export type UseDesconectarCanalOptions = Omit<UseMutationOptions<ApiResponse<Canal>, Error, number>, 'mutationFn'>;

export function useDesconectarCanal({ onSuccess, ...options }: UseDesconectarCanalOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: desconectarCanal,
    onSuccess: (body, ...rest) => {
      if (body.data) writeCanalToCache(queryClient, body.data);
      return onSuccess?.(body, ...rest);
    },
  });
}
