import { chatsAguardandoSchema, type ChatsAguardando } from '@colabora/shared/contracts/chat-avisos';
import { getData, http } from '@colabora/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { chatsAguardandoQueryKey } from './chats-aguardando-query-key';

/** GET /api/chats/nao-lidas: the conversations waiting for the signed-in user, and the newest message id. */
export function getChatsAguardando(): Promise<ChatsAguardando> {
  return getData(http.get('/api/chats/nao-lidas'), chatsAguardandoSchema);
}

/**
 * Asked once when the notices start; hub events keep it (setQueryData), and a hub reconnect
 * invalidates it like every query, so it is asked again then. Never stale in between: no polling.
 */
export const chatsAguardandoQueryOptions = (idUsuario: number, enabled = true) =>
  queryOptions({
    queryKey: chatsAguardandoQueryKey(idUsuario),
    queryFn: getChatsAguardando,
    enabled,
    staleTime: Infinity,
  });
