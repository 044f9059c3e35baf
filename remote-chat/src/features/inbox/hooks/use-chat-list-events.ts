import { CHAT_EVENTS } from '@colabora/shared/contracts';
import { onChatEvent, startChatHub } from '@colabora/shared/realtime';
import { sessionAtom } from '@colabora/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { chatsQueryKey, removeChatFromCache, writeChatToCache } from '../api/chats-cache';
import { getChat } from '../api/get-chat';

/**
 * Follows the institution's conversations on the chat hub (the host's one connection) while the
 * inbox is open: every change is written into the cache, so the list reorders and its badges move
 * without a request. The new-chat sound is the host's (start-realtime), never played here twice.
 */
export function useChatListEvents(): void {
  const queryClient = useQueryClient();
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;

  useEffect(() => {
    // The chat hub starts with the first chat screen (SPEC §4: "when the chat service is created").
    void startChatHub().catch(() => undefined);
    const unsubscribe = [
      onChatEvent(CHAT_EVENTS.conversaAtualizada, (chat) => writeChatToCache(queryClient, chat, idUsuario)),
      // ConversaAtualizada follows with the whole chat; fetching covers a publisher that sent only this.
      onChatEvent(CHAT_EVENTS.newChatCreated, ({ idChat }) => {
        void getChat(idChat)
          .then((chat) => writeChatToCache(queryClient, chat, idUsuario))
          .catch(() => undefined);
      }),
      onChatEvent(CHAT_EVENTS.chatDeleted, ({ IdChat }) => removeChatFromCache(queryClient, IdChat)),
    ];
    return () => {
      unsubscribe.forEach((off) => off());
      // From now on events are missed: what the cache holds loads again when a screen shows it.
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey, refetchType: 'none' });
    };
  }, [queryClient, idUsuario]);
}
