import type { ChatsAguardando } from '@colabora/shared/contracts/chat-avisos';
import { useQuery } from '@tanstack/react-query';
import { chatsAguardandoQueryKey } from './chats-aguardando-query-key';

/**
 * How many conversations wait for the user; 0 until the notices have asked. The side menu reads
 * the cache only (the notices, loaded after the first screen, own the request), so this file
 * carries no fetcher and no schema into the menu's code.
 * @example const count = useChatsAguardandoCount(usuario.idUsuario);
 */
export function useChatsAguardandoCount(idUsuario: number): number {
  const query = useQuery<ChatsAguardando>({ queryKey: chatsAguardandoQueryKey(idUsuario), enabled: false });
  return query.data?.idsChat.length ?? 0;
}
