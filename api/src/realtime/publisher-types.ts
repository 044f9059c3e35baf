import type { HubEventArgs, HubEventName } from './hub-events';
import type { ChatRoomEventName, ChatScreenEventName } from './hubs/chat-delivery';
import type { DisconnectOptions, HubName, PublishOptions } from './types';

/** Events of `H` that go to the screens that show them (on /chathub, all but the rooms' own). */
export type HubInstitutionEventName<H extends HubName> = H extends 'chat' ? ChatScreenEventName : HubEventName<H>;

/**
 * What the rest of the server uses to push events: an event name of the hub plus exactly its
 * arguments. Every target names its institution, and delivery re-checks it against each
 * connection's token, so no event can cross tenants even if a caller passes a wrong user or
 * connection id; and every send follows the hub's delivery rule, so no connection gets an event
 * of a screen its user cannot open (hubs/chat-delivery.ts).
 */
export type RealtimePublisher = {
  /**
   * The institution's connections that may see the event: on /pedidoshub the joined orders group;
   * on /chathub those holding a screen that shows it, each with that screen's shape of it.
   */
  toInstitution<H extends HubName, E extends HubInstitutionEventName<H> & HubEventName<H>>(
    hub: H,
    idInstituicao: number,
    event: E,
    args: HubEventArgs<H, E>,
    opts?: PublishOptions,
  ): Promise<void>;
  /** Connections that joined the chat room (JoinRoom) of that institution's chat. */
  toRoom<E extends ChatRoomEventName>(
    idInstituicao: number,
    idChat: number,
    event: E,
    args: HubEventArgs<'chat', E>,
    opts?: PublishOptions,
  ): Promise<void>;
  /** Every connection of a user on that hub that may see the event (as toInstitution decides). */
  toUser<H extends HubName, E extends HubEventName<H>>(
    hub: H,
    idInstituicao: number,
    idUsuario: number,
    event: E,
    args: HubEventArgs<H, E>,
  ): Promise<void>;
  /** One connection, by its public connectionId, if it may see the event. */
  toConnection<H extends HubName, E extends HubEventName<H>>(
    hub: H,
    idInstituicao: number,
    connectionId: string,
    event: E,
    args: HubEventArgs<H, E>,
  ): Promise<void>;
  /** Closes every connection of the user on every process (logout, password change, disabled user). */
  disconnectUser(idUsuario: number, opts?: DisconnectOptions | string): Promise<void>;
};
