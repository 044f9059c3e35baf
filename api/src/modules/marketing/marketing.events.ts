import { CHAT_EVENTS, type Lead } from '@colabora/shared/contracts';
import { publishSafely, type EventSink } from '../../realtime/publish-safely';

/*
 * The funnel's hub events, on /chathub (ChatHubEvents in the contracts), to the institution's
 * connections holding the Leads or the Funil screen (realtime/hubs/chat-delivery.ts): every open
 * funnel and leads list writes them into its cache. Published after the write committed
 * (publishSafely: a failure is logged, never thrown).
 */

/** LeadAtualizado for each lead: created, edited, moved, tagged or assigned. */
export async function publishLeadsAtualizados(
  sink: EventSink,
  idInstituicao: number,
  leads: readonly Lead[],
): Promise<void> {
  for (const lead of leads)
    await publishSafely(sink, 'chat', idInstituicao, CHAT_EVENTS.leadAtualizado, [{ ...lead, idInstituicao }]);
}

/** LeadExcluido: open funnels drop the card. */
export function publishLeadExcluido(sink: EventSink, idInstituicao: number, idLead: number): Promise<void> {
  return publishSafely(sink, 'chat', idInstituicao, CHAT_EVENTS.leadExcluido, [{ idLead, idInstituicao }]);
}
