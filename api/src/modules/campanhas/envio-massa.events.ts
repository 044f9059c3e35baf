import type { EnvioMassaUpdatePayload } from '@colabora/shared/contracts';
import type { MarketingEventSink } from '../marketing/marketing.events';

/*
 * EnvioMassaUpdate on /chathub with exactly the seed's payload
 * {idEspecialistaCampanha, status, telefone, ordem, timestamp}: a recipient's new status (ordem ≥ 1),
 * or the campaign's own (ordem 0, telefone ''): enviando, pausada, concluida, cancelada. To the
 * institution's connections holding the Envio em massa screen, and to those holding only the
 * Campanhas screen without the recipient's phone (realtime/hubs/chat-delivery.ts).
 * Published after the write committed; a backplane failure is logged, never thrown.
 */
export async function publishEnvioMassa(
  { realtime, log }: MarketingEventSink,
  idInstituicao: number,
  payload: EnvioMassaUpdatePayload,
): Promise<void> {
  try {
    await realtime.toInstitution('chat', idInstituicao, 'EnvioMassaUpdate', [payload]);
  } catch (error) {
    log.error({ err: error, event: 'EnvioMassaUpdate' }, 'falha ao publicar EnvioMassaUpdate');
  }
}
