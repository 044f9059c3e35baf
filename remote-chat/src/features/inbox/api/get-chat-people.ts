import type { ChatContato, PedidosPage, Responsavel } from '@colabora/shared/contracts';
import { getData, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { useQuery } from '@tanstack/react-query';
import { contatoQueryKey, responsaveisQueryKey } from './chats-cache';

/** GET /api/chats/responsaveis: who a conversation can be assigned or transferred to. */
export function getResponsaveis(signal?: AbortSignal): Promise<Responsavel[]> {
  return getData<Responsavel[]>(http.get('/api/chats/responsaveis', { signal }));
}

export function useResponsaveis() {
  return useQuery({
    queryKey: responsaveisQueryKey,
    queryFn: ({ signal }) => getResponsaveis(signal),
    staleTime: 60_000,
  });
}

/** GET /api/chats/{idChat}/contato: the contact panel. */
export function getChatContato(idChat: number, signal?: AbortSignal): Promise<ChatContato> {
  return getData<ChatContato>(http.get(`/api/chats/${idChat}/contato`, { signal }));
}

export function useChatContato(idChat: number) {
  return useQuery({ queryKey: contatoQueryKey(idChat), queryFn: ({ signal }) => getChatContato(idChat, signal) });
}

/**
 * The contact's latest orders (GET /api/pedidos by phone, the pedidos module's own search).
 * `telefoneNacional` is DDD + number, as orders store it.
 */
export function getPedidosDoContato(telefoneNacional: string, signal?: AbortSignal): Promise<PedidosPage> {
  return getData<PedidosPage>(
    // A profile without Pedidos gets 403: the panel says so instead of ending the session.
    http.get('/api/pedidos', {
      searchParams: { q: telefoneNacional, pageSize: '5' },
      signal,
      headers: { [SKIP_GLOBAL_ERRORS]: '1' },
    }),
  );
}

export function usePedidosDoContato(telefoneNacional: string, enabled: boolean) {
  return useQuery({
    // Under the orders' key root, so the orders hub's writes and reconnects reach it.
    queryKey: ['pedidos', 'do-contato', telefoneNacional],
    queryFn: ({ signal }) => getPedidosDoContato(telefoneNacional, signal),
    enabled,
    retry: false,
  });
}
