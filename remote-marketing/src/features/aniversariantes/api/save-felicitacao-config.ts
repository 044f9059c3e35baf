import { felicitacaoConfigSchema, type ApiResponse, type FelicitacaoConfig } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { aniversariantesKeys } from './aniversariantes-keys';

/** PUT /api/aniversariantes/configuracao: the settings as saved, and the sentence to show. */
export function saveFelicitacaoConfig(config: FelicitacaoConfig): Promise<ApiResponse<FelicitacaoConfig>> {
  return getEnvelope(http.put('/api/aniversariantes/configuracao', { json: config }), felicitacaoConfigSchema);
}

export type UseSaveFelicitacaoConfigOptions = Omit<
  UseMutationOptions<ApiResponse<FelicitacaoConfig>, Error, FelicitacaoConfig>,
  'mutationFn'
>;

/** Saves the automatic greeting; the answer replaces the cached settings. */
export function useSaveFelicitacaoConfig({ onSuccess, ...options }: UseSaveFelicitacaoConfigOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveFelicitacaoConfig,
    onSuccess: (body, ...rest) => {
      if (body.data) queryClient.setQueryData(aniversariantesKeys.configuracao, body.data);
      return onSuccess?.(body, ...rest);
    },
  });
}
