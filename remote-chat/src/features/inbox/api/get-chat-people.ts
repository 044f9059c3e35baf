import { chatContatoSchema, pedidosPageSchema, responsavelSchema } from '@colabora/shared/contracts';
import { getData, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from '@colabora/shared/schema';
import { contatoQueryKey, responsaveisQueryKey } from './chats-cache';
import type { LoadWhen } from '../../../lib/load-when';

/** GET /api/chats/responsaveis: who a conversation can be assigned or transferred to. */
export function getResponsaveis(signal?: AbortSignal) {
  return getData(http.get('/api/chats/responsaveis', { signal }), v.array(responsavelSchema));
}

export const responsaveisQueryOptions = () =>
  queryOptions({ queryKey: responsaveisQueryKey, queryFn: ({ signal }) => getResponsaveis(signal), staleTime: 60_000 });

export function useResponsaveis({ enabled = true }: LoadWhen = {}) {
  return useQuery({ ...responsaveisQueryOptions(), enabled });
}

/** GET /api/chats/{idChat}/contato: the contact panel. */
export function getChatContato(idChat: number, signal?: AbortSignal) {
  return getData(http.get(`/api/chats/${idChat}/contato`, { signal }), chatContatoSchema);
}

export const chatContatoQueryOptions = (idChat: number) =>
  queryOptions({ queryKey: contatoQueryKey(idChat), queryFn: ({ signal }) => getChatContato(idChat, signal) });

export function useChatContato(idChat: number) {
  return useQuery(chatContatoQueryOptions(idChat));
}

/**
 * The contact's latest orders (GET /api/pedidos by phone, the pedidos module's own search).
 * `telefoneNacional` is DDD + number, as orders store it.
 */
export function getPedidosDoContato(telefoneNacional: string, signal?: AbortSignal) {
  return getData(
    // A profile without Pedidos gets 403: the panel says so instead of ending the session.
    http.get('/api/pedidos', {
      searchParams: { q: telefoneNacional, pageSize: '5' },
      signal,
      headers: { [SKIP_GLOBAL_ERRORS]: '1' },
    }),
    pedidosPageSchema,
  );
}

export const pedidosDoContatoQueryOptions = (telefoneNacional: string, enabled: boolean) =>
  queryOptions({
    // Under the orders' key root, so the orders hub's writes and reconnects reach it.
    queryKey: ['pedidos', 'do-contato', telefoneNacional],
    queryFn: ({ signal }) => getPedidosDoContato(telefoneNacional, signal),
    enabled,
    retry: false,
  });

export function usePedidosDoContato(telefoneNacional: string, enabled: boolean) {
  return useQuery(pedidosDoContatoQueryOptions(telefoneNacional, enabled));
}
