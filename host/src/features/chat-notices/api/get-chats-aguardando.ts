import { chatsAguardandoSchema, type ChatsAguardando } from '@colabora/shared/contracts/chat-avisos';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/chats/nao-lidas: the conversations waiting for the signed-in user, and the newest message id. */
export function getChatsAguardando(): Promise<ChatsAguardando> {
  return getData(http.get('/api/chats/nao-lidas'), chatsAguardandoSchema);
}

/**
 * Asked once when the notices start; hub events keep it (setQueryData), and a hub reconnect
 * invalidates it like every query, so it is asked again then. Never stale in between: no polling.
 * Keyed by user, so another sign-in never sees the previous user's count.
 */
export const chatsAguardandoQueryOptions = (idUsuario: number, enabled = true) =>
  queryOptions({
    queryKey: ['chats-aguardando', idUsuario],
    queryFn: getChatsAguardando,
    enabled,
    staleTime: Infinity,
  });

/**
 * How many conversations wait for the user; 0 until the notices have asked (the side menu reads
 * the cache only: the notices, loaded after the first screen, own the request).
 * @example const count = useChatsAguardandoCount(usuario.idUsuario);
 */
export function useChatsAguardandoCount(idUsuario: number): number {
  const query = useQuery(chatsAguardandoQueryOptions(idUsuario, false));
  return query.data?.idsChat.length ?? 0;
}
