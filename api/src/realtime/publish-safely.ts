import type { FastifyBaseLogger } from 'fastify';
import type { HubEventArgs, HubEventName } from './hub-events';
import type { ChatRoomEventName } from './hubs/chat-delivery';
import type { HubInstitutionEventName, RealtimePublisher } from './publisher-types';
import type { HubName } from './types';

/*
 * How every module publishes its hub events (its `<module>.events.ts`): after the write committed,
 * and never failing the write. A backplane failure is logged under the event's name, never thrown:
 * what was written stays written, and the screens refetch everything when they reconnect.
 */

/** Where a module's hub events go out, and where a failure to send one is logged. */
export type EventSink = { realtime: RealtimePublisher; log: FastifyBaseLogger };

async function safely(log: FastifyBaseLogger, event: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    log.error({ err: error, event }, `falha ao publicar ${event}`);
  }
}

/**
 * `event` to the institution's connections that may see it (publisher.toInstitution), logged
 * instead of thrown when it cannot be sent. Name the event by its constant (CHAT_EVENTS, PEDIDOS_EVENTS).
 * @example await publishSafely(sink, 'chat', idInstituicao, CHAT_EVENTS.leadExcluido, [{ idLead, idInstituicao }]);
 */
export function publishSafely<H extends HubName, E extends HubInstitutionEventName<H> & HubEventName<H>>(
  sink: EventSink,
  hub: H,
  idInstituicao: number,
  event: E,
  args: HubEventArgs<H, E>,
): Promise<void> {
  return safely(sink.log, event, () => sink.realtime.toInstitution(hub, idInstituicao, event, args));
}

/**
 * `event` to the chat's room (publisher.toRoom), logged instead of thrown like publishSafely.
 * @example await publishToRoomSafely(sink, chat.idInstituicao, chat.idChat, CHAT_EVENTS.newMessage, [mensagem]);
 */
export function publishToRoomSafely<E extends ChatRoomEventName>(
  sink: EventSink,
  idInstituicao: number,
  idChat: number,
  event: E,
  args: HubEventArgs<'chat', E>,
): Promise<void> {
  return safely(sink.log, event, () => sink.realtime.toRoom(idInstituicao, idChat, event, args));
}
