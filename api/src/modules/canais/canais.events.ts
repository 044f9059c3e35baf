import type { FastifyBaseLogger } from 'fastify';
import type { RealtimePublisher } from '../../realtime/index';
import { toCanal, type CanalRecord } from './canais.repository';

/*
 * The channels' hub events (/chathub), after the write: CanalAtualizado, the channel as
 * GET /api/canais lists it, QR and pairing code included, and CanalExcluido. Only connections
 * holding the Conectar WhatsApp screen get them (realtime/hubs/chat-delivery.ts): the code pairs a
 * phone with the institution's number. That screen writes them into its list (a new state, a
 * renewed QR) without polling; the public QR page (qrcode/{token}) polls its own route instead.
 */

export type CanaisEventSink = { realtime: RealtimePublisher; log: FastifyBaseLogger };

/** CanalAtualizado; a failure is logged, not thrown (the write happened; clients refetch on reconnect). */
export async function publishCanalAtualizado(sink: CanaisEventSink, canal: CanalRecord): Promise<void> {
  try {
    await sink.realtime.toInstitution('chat', canal.idInstituicao, 'CanalAtualizado', [
      { ...toCanal(canal), idInstituicao: canal.idInstituicao },
    ]);
  } catch (error) {
    sink.log.error({ err: error, event: 'CanalAtualizado' }, 'falha ao publicar CanalAtualizado');
  }
}

/** CanalExcluido: open screens drop the channel; logged, not thrown, like CanalAtualizado. */
export async function publishCanalExcluido(
  sink: CanaisEventSink,
  idInstituicao: number,
  idCanal: number,
): Promise<void> {
  try {
    await sink.realtime.toInstitution('chat', idInstituicao, 'CanalExcluido', [{ idCanal, idInstituicao }]);
  } catch (error) {
    sink.log.error({ err: error, event: 'CanalExcluido' }, 'falha ao publicar CanalExcluido');
  }
}
