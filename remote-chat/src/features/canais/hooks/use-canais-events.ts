import { CHAT_EVENTS } from '@colabora/shared/contracts';
import { onChatEvent, startChatHub } from '@colabora/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { canaisQueryKey, removeCanalFromCache, writeCanalToCache } from '../../../lib/api/canais-cache';

/**
 * Follows the institution's channels on the chat hub (the host's one connection) while the screen
 * is open: each CanalAtualizado (a new state, a renewed QR) is written into the list, so the card
 * and its QR change without a request; CanalExcluido drops a channel a colleague deleted.
 */
export function useCanaisEvents(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // The chat hub starts with the first chat screen (SPEC §4), this one included.
    void startChatHub().catch(() => undefined);
    const off = [
      onChatEvent(CHAT_EVENTS.canalAtualizado, ({ idInstituicao: _idInstituicao, ...canal }) =>
        writeCanalToCache(queryClient, canal),
      ),
      onChatEvent(CHAT_EVENTS.canalExcluido, ({ idCanal }) => removeCanalFromCache(queryClient, idCanal)),
    ];
    return () => {
      off.forEach((unsubscribe) => unsubscribe());
      // From now on events are missed: the list loads again when a screen shows it.
      void queryClient.invalidateQueries({ queryKey: canaisQueryKey, refetchType: 'none' });
    };
  }, [queryClient]);
}
