import * as v from '@colabora/shared/schema';
import { mensagemAgendadaSchema, type MensagemAgendada } from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agendadasQueryKey } from './chats-cache';
import type { LoadWhen } from '../../../lib/load-when';

/*
 * A conversation's scheduled messages (ADR 0038): listed with Cancelar until they go; a failure
 * with its reason and "Tentar de novo". When one is sent, its message reaches the history by the
 * hub like any send, and this list is refreshed (useAgendaEvents).
 */

export function getAgendadas(idChat: number, signal?: AbortSignal): Promise<MensagemAgendada[]> {
  return getData(http.get(`/api/chats/${idChat}/agendadas`, { signal }), v.array(mensagemAgendadaSchema));
}

export const agendadasQueryOptions = (idChat: number) =>
  queryOptions({ queryKey: agendadasQueryKey(idChat), queryFn: ({ signal }) => getAgendadas(idChat, signal) });

export function useAgendadas(idChat: number, { enabled = true }: LoadWhen = {}) {
  return useQuery({ ...agendadasQueryOptions(idChat), enabled });
}

export const agendarMensagem = (idChat: number, texto: string, enviarEm: Date) =>
  getEnvelope(
    http.post(`/api/chats/${idChat}/agendadas`, { json: { texto, enviarEm: enviarEm.toISOString() } }),
    mensagemAgendadaSchema,
  );

export const cancelarAgendada = (idChat: number, idAgendada: number) =>
  getEnvelope(http.delete(`/api/chats/${idChat}/agendadas/${idAgendada}`), mensagemAgendadaSchema);

export const tentarAgendadaDeNovo = (idChat: number, idAgendada: number) =>
  getEnvelope(http.post(`/api/chats/${idChat}/agendadas/${idAgendada}/tentar-de-novo`), mensagemAgendadaSchema);

export function useAgendadasMutations(idChat: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: agendadasQueryKey(idChat) });
  return {
    agendar: useMutation({
      mutationFn: ({ texto, enviarEm }: { texto: string; enviarEm: Date }) => agendarMensagem(idChat, texto, enviarEm),
      onSuccess: refresh,
    }),
    cancelar: useMutation({ mutationFn: (id: number) => cancelarAgendada(idChat, id), onSuccess: refresh }),
    tentar: useMutation({ mutationFn: (id: number) => tentarAgendadaDeNovo(idChat, id), onSuccess: refresh }),
  };
}
