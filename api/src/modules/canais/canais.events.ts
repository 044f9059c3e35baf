import { CHAT_EVENTS } from '@colabora/shared/contracts';
import { publishSafely, type EventSink } from '../../realtime/publish-safely';
import { toCanal, type CanalRecord } from './canais.repository';

/*
 * The channels' hub events (/chathub), after the write: CanalAtualizado, the channel as
 * GET /api/canais lists it, QR and pairing code included, and CanalExcluido. Only connections
 * holding the Conectar WhatsApp screen get them (realtime/hubs/chat-delivery.ts): the code pairs a
 * phone with the institution's number. That screen writes them into its list (a new state, a
 * renewed QR) without polling; the public QR page (qrcode/{token}) polls its own route instead.
 * Only this module publishes them: a channel's connection is the canais module's (ADR 0022).
 */

/** CanalAtualizado (publishSafely: a failure is logged, not thrown). */
export function publishCanalAtualizado(sink: EventSink, canal: CanalRecord): Promise<void> {
  return publishSafely(sink, 'chat', canal.idInstituicao, CHAT_EVENTS.canalAtualizado, [
    { ...toCanal(canal), idInstituicao: canal.idInstituicao },
  ]);
}

/** CanalExcluido: open screens drop the channel. */
export function publishCanalExcluido(sink: EventSink, idInstituicao: number, idCanal: number): Promise<void> {
  return publishSafely(sink, 'chat', idInstituicao, CHAT_EVENTS.canalExcluido, [{ idCanal, idInstituicao }]);
}
