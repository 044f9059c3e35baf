import type { Lead } from '@colabora/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimePublisher } from '../../realtime/index';

/*
 * The funnel's hub events, on /chathub (ChatHubEvents in the contracts), to the institution's
 * connections holding the Leads or the Funil screen (realtime/hubs/chat-delivery.ts): every open
 * funnel and leads list writes them into its cache. Published after the write committed;
 * a backplane failure is logged, never turned into an error for a write that already happened
 * (screens refetch on reconnect anyway).
 */

export type MarketingEventSink = { realtime: RealtimePublisher; log: FastifyBaseLogger };

/** LeadAtualizado for each lead: created, edited, moved, tagged or assigned. */
export async function publishLeadsAtualizados(
  { realtime, log }: MarketingEventSink,
  idInstituicao: number,
  leads: readonly Lead[],
): Promise<void> {
  for (const lead of leads) {
    try {
      await realtime.toInstitution('chat', idInstituicao, 'LeadAtualizado', [{ ...lead, idInstituicao }]);
    } catch (error) {
      log.error({ err: error, event: 'LeadAtualizado' }, 'falha ao publicar LeadAtualizado');
    }
  }
}

/** LeadExcluido: open funnels drop the card. */
export async function publishLeadExcluido(
  { realtime, log }: MarketingEventSink,
  idInstituicao: number,
  idLead: number,
): Promise<void> {
  try {
    await realtime.toInstitution('chat', idInstituicao, 'LeadExcluido', [{ idLead, idInstituicao }]);
  } catch (error) {
    log.error({ err: error, event: 'LeadExcluido' }, 'falha ao publicar LeadExcluido');
  }
}
