import { CHAT_EVENTS, type EnvioMassaUpdatePayload } from '@colabora/shared/contracts';
import { publishSafely, type EventSink } from '../../realtime/publish-safely';

/*
 * EnvioMassaUpdate on /chathub with exactly the seed's payload
 * {idEspecialistaCampanha, status, telefone, ordem, timestamp}: a recipient's new status (ordem ≥ 1),
 * or the campaign's own (ordem 0, telefone ''): enviando, pausada, concluida, cancelada. To the
 * institution's connections holding the Envio em massa screen, and to those holding only the
 * Campanhas screen without the recipient's phone (realtime/hubs/chat-delivery.ts).
 * Published after the write committed (publishSafely: a failure is logged, never thrown).
 */
export function publishEnvioMassa(
  sink: EventSink,
  idInstituicao: number,
  payload: EnvioMassaUpdatePayload,
): Promise<void> {
  return publishSafely(sink, 'chat', idInstituicao, CHAT_EVENTS.envioMassaUpdate, [payload]);
}
