import type { ChatHubEvents, PedidosHubEvents } from '@colabora/shared/contracts';
import type { DisconnectOptions, HubName, PublishOptions } from './types';

/** Any JSON-serialisable value a hub event may carry. */
export type HubArg =
  string | number | boolean | null | readonly HubArg[] | { readonly [key: string]: HubArg | undefined } | object;

/**
 * The events each hub sends, by name, with their argument tuples: the types of
 * @colabora/shared/contracts that the client subscribes with. The realtime layer only routes them;
 * each API module publishes its own (modules/pedidos/pedidos.events.ts).
 */
export type HubEvents = { pedidos: PedidosHubEvents; chat: ChatHubEvents };

/** An event name of `H`. */
export type HubEventName<H extends HubName> = keyof HubEvents[H] & string;

/** The arguments of event `E` of hub `H`, exactly. */
export type HubEventArgs<H extends HubName, E extends HubEventName<H>> = Extract<HubEvents[H][E], readonly unknown[]>;

/**
 * What the rest of the server uses to push events: an event name of the hub plus exactly its
 * arguments. Every target names its institution, and delivery re-checks it against each
 * connection's token, so no event can cross tenants even if a caller passes a wrong user or
 * connection id.
 */
export type RealtimePublisher = {
  /** Every connection of the institution on that hub (on /pedidoshub: the joined orders group). */
  toInstitution<H extends HubName, E extends HubEventName<H>>(
    hub: H,
    idInstituicao: number,
    event: E,
    args: HubEventArgs<H, E>,
    opts?: PublishOptions,
  ): Promise<void>;
  /** Connections that joined the chat room (JoinRoom) of that institution's chat. */
  toRoom<E extends HubEventName<'chat'>>(
    idInstituicao: number,
    idChat: number,
    event: E,
    args: HubEventArgs<'chat', E>,
    opts?: PublishOptions,
  ): Promise<void>;
  /** Every connection of a user on that hub. */
  toUser<H extends HubName, E extends HubEventName<H>>(
    hub: H,
    idInstituicao: number,
    idUsuario: number,
    event: E,
    args: HubEventArgs<H, E>,
  ): Promise<void>;
  /** One connection, by its public connectionId. */
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
