import {
  felicitacaoEnviadaSchema,
  type ApiResponse,
  type FelicitacaoEnviada,
  type FelicitarInput,
} from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { aniversariantesKeys } from './aniversariantes-keys';

/** Who to greet, and whether staff confirmed greeting a contact without marketing consent. */
export type FelicitarVariables = { idContato: number } & FelicitarInput;

/**
 * POST /api/aniversariantes/{idContato}/felicitar: sends the greeting now through the connected
 * WhatsApp, on the contact's birthday; without marketing consent only with the confirmation the
 * screen asks for. 409 with the reason when no channel is connected or the contact was greeted
 * this year; 400 when it is not the birthday or the confirmation is missing.
 */
export function felicitar({ idContato, ...input }: FelicitarVariables): Promise<ApiResponse<FelicitacaoEnviada>> {
  return getEnvelope(
    http.post(`/api/aniversariantes/${idContato}/felicitar`, { json: input }),
    felicitacaoEnviadaSchema,
  );
}

export type UseFelicitarOptions = Omit<
  UseMutationOptions<ApiResponse<FelicitacaoEnviada>, Error, FelicitarVariables>,
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
