import type { Lead } from '@colabora/shared/contracts/marketing';
import { CHAT_EVENTS } from '@colabora/shared/contracts/realtime-events';
import { onChatEvent, startChatHub } from '@colabora/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { leadsQueryKey, removeLeadFromCache, writeLeadToCache } from './api/leads-cache';

/**
 * Follows the institution's leads on the chat hub (LeadAtualizado, LeadExcluido) while a
 * marketing screen is open: every change is written into the query cache, so the board and the
 * lists show a move made by another user without a request. `onLead` is for what only the screen
 * does with it (announce it). Reloading after a reconnect is the host's job.
 * @example useLeadEvents((lead) => setAnnouncement(`${lead.contato.nome} mudou de etapa.`))
 */
export function useLeadEvents(onLead?: (lead: Lead, previous: Lead | undefined) => void): void {
  const queryClient = useQueryClient();
  const onLeadRef = useRef(onLead);
  onLeadRef.current = onLead;

  useEffect(() => {
    // The chat hub starts with the first screen that needs it (marketing events travel on it).
    void startChatHub().catch(() => undefined);
    const unsubscribe = [
      onChatEvent(CHAT_EVENTS.leadAtualizado, (payload) => {
        const { idInstituicao: _idInstituicao, ...lead } = payload;
        const previous = queryClient
          .getQueriesData<{ leads?: Lead[]; items?: Lead[] }>({ queryKey: leadsQueryKey })
          .flatMap(([, data]) => data?.leads ?? data?.items ?? [])
          .find((item) => item.idLead === lead.idLead);
        writeLeadToCache(queryClient, lead);
        onLeadRef.current?.(lead, previous);
      }),
      onChatEvent(CHAT_EVENTS.leadExcluido, ({ idLead }) => removeLeadFromCache(queryClient, idLead)),
    ];
    return () => {
      unsubscribe.forEach((off) => off());
      // From now on events are missed: what the cache holds loads again when a screen shows it.
      void queryClient.invalidateQueries({ queryKey: leadsQueryKey, refetchType: 'none' });
    };
  }, [queryClient]);
}
