import type { ChatHubEvents, PedidosHubEvents } from '@colabora/shared/contracts';
import type { HubName } from './hub-name';

/*
 * The events each hub sends, by name, with their argument tuples: the types of
 * @colabora/shared/contracts that the client subscribes with. A leaf: the hubs' definitions,
 * their delivery rules and the publisher all read it, and it reads none of them.
 */

/** Any JSON-serialisable value a hub event may carry. */
export type HubArg =
  string | number | boolean | null | readonly HubArg[] | { readonly [key: string]: HubArg | undefined } | object;

/** The events of each hub. The realtime layer only routes them; each API module publishes its own. */
export type HubEvents = { pedidos: PedidosHubEvents; chat: ChatHubEvents };

/** An event name of `H`. */
export type HubEventName<H extends HubName> = keyof HubEvents[H] & string;

/** The arguments of event `E` of hub `H`, exactly. */
export type HubEventArgs<H extends HubName, E extends HubEventName<H>> = Extract<HubEvents[H][E], readonly unknown[]>;
