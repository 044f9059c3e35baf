import type { HubArg, HubEvents } from '../hub-events';
import type { HubName, PublishOptions, RealtimePrincipal } from '../types';

/** Every event a hub method may send, by name, with its arguments (contracts' PedidosHubEvents, ChatHubEvents). */
type AnyHubEvents = HubEvents['pedidos'] & HubEvents['chat'];
type AnyHubEvent = keyof AnyHubEvents & string;
type AnyHubEventArgs<E extends AnyHubEvent> = Extract<AnyHubEvents[E], readonly unknown[]>;

/** What a hub method can do to its caller and the world. */
export type HubCallContext = {
  readonly connectionId: string;
  readonly principal: RealtimePrincipal;
  /** The hub's screens the user held R on at the handshake (a change reconnects the connection). */
  readonly grants: ReadonlySet<string>;
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

/**
 * Who receives an event: connections in any of `groups` and in none of `exceptGroups`, each sent
 * `args` (a shape of the event's payload for these connections' screens).
 */
export type HubAudience = {
  readonly groups: readonly string[];
  readonly exceptGroups: readonly string[];
  readonly args: readonly unknown[];
};

export type HubDefinition = {
  name: HubName;
  methods: readonly HubMethod[];
  /** Runs after every handshake: joins the groups of the screens the connection holds. */
  onConnected?(context: HubCallContext): void;
  /**
   * The audiences of an event of the institution: `institution` for publisher.toInstitution,
   * `direct` for toUser and toConnection (which still reach only connections allowed to see it).
   */
  audiences(
    idInstituicao: number,
    event: string,
    args: readonly unknown[],
    send: 'institution' | 'direct',
  ): readonly HubAudience[];
};
