import type { HubArg, HubEvents } from '../publisher-types';
import type { HubName, PublishOptions, RealtimePrincipal } from '../types';

/** Every event a hub method may send, by name, with its arguments (contracts' PedidosHubEvents, ChatHubEvents). */
type AnyHubEvents = HubEvents['pedidos'] & HubEvents['chat'];
type AnyHubEvent = keyof AnyHubEvents & string;
type AnyHubEventArgs<E extends AnyHubEvent> = Extract<AnyHubEvents[E], readonly unknown[]>;

/** What a hub method can do to its caller and the world. */
export type HubCallContext = {
  readonly connectionId: string;
  readonly principal: RealtimePrincipal;
  addToGroup(group: string): void;
  removeFromGroup(group: string): void;
  /** Whether this connection is in the group. */
  isInGroup(group: string): boolean;
  /** How many connections of this process are in the group of this hub. */
  groupSize(group: string): number;
  /** An event to the calling connection only. */
  sendToCaller<E extends AnyHubEvent>(event: E, args: AnyHubEventArgs<E>): void;
  /** An event to a group of this hub in the caller's institution, on every process. */
  sendToGroup<E extends AnyHubEvent>(
    group: string,
    event: E,
    args: AnyHubEventArgs<E>,
    opts?: PublishOptions,
  ): Promise<void>;
};

export type HubMethod = {
  /** As clients spell it; matched case-insensitively, as ASP.NET does. */
  name: string;
  minArgs: number;
  maxArgs: number;
  handler(context: HubCallContext, args: readonly unknown[]): Promise<HubArg | void> | HubArg | void;
};

export type HubDefinition = {
  name: HubName;
  methods: readonly HubMethod[];
  /** Runs after the handshake (e.g. to join the institution-wide group). */
  onConnected?(context: HubCallContext): void;
  /** The group that publisher.toInstitution() targets on this hub. */
  institutionGroup(idInstituicao: number): string;
};
