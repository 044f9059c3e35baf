import type { ChatHubEvents, PedidosHubEvents } from '../contracts/realtime-events';

/** Arguments of each /pedidoshub event: the contract's type, the same one the API publishes. */
export type PedidosEventArgs = PedidosHubEvents;
export type PedidosEventName = keyof PedidosHubEvents;

/** Arguments of each /chathub event, casings as the seed (SPEC §3). */
export type ChatEventArgs = ChatHubEvents;
export type ChatEventName = keyof ChatHubEvents;
