import type { ApiResponse, FelicitacaoEnviada } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { aniversariantesKeys } from './aniversariantes-keys';

/**
 * POST /api/aniversariantes/{idContato}/felicitar: sends the greeting now through the connected
 * WhatsApp; 409 with the reason when no channel is connected or the contact was greeted this year.
 */
export function felicitar(idContato: number): Promise<ApiResponse<FelicitacaoEnviada>> {
  return getEnvelope<FelicitacaoEnviada>(http.post(`/api/aniversariantes/${idContato}/felicitar`));
}

export type UseFelicitarOptions = Omit<
  UseMutationOptions<ApiResponse<FelicitacaoEnviada>, Error, number>,
  'mutationFn'
>;

/** Greets a contact; the lists (who was greeted) and what was sent load again, whatever the outcome. */
export function useFelicitar({ onSettled, ...options }: UseFelicitarOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: felicitar,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: aniversariantesKeys.all });
      return onSettled?.(...args);
    },
  });
}
