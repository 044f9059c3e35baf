import { canalConexaoSchema, type ApiResponse, type CanalConexao } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { patchCanalInCache } from '../../../lib/api/canais-cache';

/** POST /api/canais/{idCanal}/conectar: the QR to read (or the pairing code); 409 when the gateway refuses. */
export function conectarCanal(idCanal: number): Promise<ApiResponse<CanalConexao>> {
  return getEnvelope(http.post(`/api/canais/${idCanal}/conectar`), canalConexaoSchema);
}

export type UseConectarCanalOptions = Omit<UseMutationOptions<ApiResponse<CanalConexao>, Error, number>, 'mutationFn'>;

/** Starts connecting: the answer's state and QR are written into the channel at once. */
export function useConectarCanal({ onSuccess, ...options }: UseConectarCanalOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: conectarCanal,
    onSuccess: (body, idCanal, ...rest) => {
      if (body.data) patchCanalInCache(queryClient, idCanal, body.data);
      return onSuccess?.(body, idCanal, ...rest);
    },
  });
}
