import {
  filaSchema,
  filasPainelSchema,
  type ApiResponse,
  type Fila,
  type SalvarFilaInput,
  type SalvarFilaRoteamentoInput,
} from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/*
 * The Filas screen's API (ADR 0034). Every write loads the screen's data again (the greeting text
 * and the channels' defaults depend on every queue) and the inbox's queues with it.
 */

export const filasPainelQueryKey = ['filas', 'painel'] as const;
/** The inbox's copy (features/inbox/api/chats-cache.ts's filasDoChatQueryKey). */
const filasDoChatQueryKey = ['chats', 'filas'] as const;

export const filasPainelQueryOptions = () =>
  queryOptions({
    queryKey: filasPainelQueryKey,
    queryFn: ({ signal }) => getData(http.get('/api/filas', { signal }), filasPainelSchema),
  });

export function useFilasPainel() {
  return useQuery(filasPainelQueryOptions());
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: filasPainelQueryKey });
    void queryClient.invalidateQueries({ queryKey: filasDoChatQueryKey });
  };
}

/** POST /api/filas (new) or PUT /api/filas/{idFila}. */
export function useSalvarFila() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ idFila, input }: { idFila?: number; input: SalvarFilaInput }): Promise<ApiResponse<Fila>> =>
      getEnvelope(
        idFila ? http.put(`/api/filas/${idFila}`, { json: input }) : http.post('/api/filas', { json: input }),
        filaSchema,
      ),
    onSuccess: refresh,
  });
}

export function useExcluirFila() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (idFila: number) => getEnvelope(http.delete(`/api/filas/${idFila}`)),
    onSuccess: refresh,
  });
}

/** PUT /api/filas/canais/{idCanal}: the channel's default queue (null: none) and whether it sends the greeting. */
export function useFilaPadrao() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ idCanal, ...input }: { idCanal: number; idFilaPadrao: number | null; saudacao: boolean }) =>
      getEnvelope(http.put(`/api/filas/canais/${idCanal}`, { json: input })),
    onSuccess: refresh,
  });
}

/** PUT /api/filas/{idFila}/roteamento: automatic assignment, business hours, away message, first responder (ADR 0037). */
export function useSalvarRoteamento() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ idFila, input }: { idFila: number; input: SalvarFilaRoteamentoInput }): Promise<ApiResponse<Fila>> =>
      getEnvelope(http.put(`/api/filas/${idFila}/roteamento`, { json: input }), filaSchema),
    onSuccess: refresh,
  });
}
