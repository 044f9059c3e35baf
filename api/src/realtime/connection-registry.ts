import type { WireEnvelope } from './envelope';
import type { TextFrame } from './protocol/ws-frame';

/** A delivery without its frame (the bytes are passed beside it). */
type Delivery = Extract<WireEnvelope, { type: 'deliver' }>;
import type { HubConnection } from './hub-connection';
import { HUB_NAMES } from './hub-name';
import type { HubName } from './types';

type HubIndex = {
  groups: Map<string, Set<HubConnection>>;
  users: Map<number, Set<HubConnection>>;
};

function addTo<K>(map: Map<K, Set<HubConnection>>, key: K, connection: HubConnection): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(connection);
}

function removeFrom<K>(map: Map<K, Set<HubConnection>>, key: K, connection: HubConnection): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}

/** This process's connections and the indexes that local delivery walks. */
export class ConnectionRegistry {
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byId = new Map<string, HubConnection>();
  private readonly byAddress = new Map<string, Set<HubConnection>>();
  private readonly hubs = Object.fromEntries(
    HUB_NAMES.map((hub): [HubName, HubIndex] => [hub, { groups: new Map(), users: new Map() }]),
  ) as Record<HubName, HubIndex>;

  /**
   * Right after negotiate: reachable by its secret token, and already by its user and address, so
   * a logout, a password change or a deactivation closes it even before its socket or handshake
   * arrives, and the per-user and per-address caps count it.
   */
  addNegotiated(connection: HubConnection): void {
    this.byToken.set(connection.connectionToken, connection);
    addTo(this.hubs[connection.hub].users, connection.principal.idUsuario, connection);
    addTo(this.byAddress, connection.address, connection);
  }

  /** After the handshake: reachable by its public id too. */
  activate(connection: HubConnection): void {
    this.byId.set(connection.connectionId, connection);
  }

  remove(connection: HubConnection): void {
    this.byToken.delete(connection.connectionToken);
    this.byId.delete(connection.connectionId);
    removeFrom(this.byAddress, connection.address, connection);
    const index = this.hubs[connection.hub];
    removeFrom(index.users, connection.principal.idUsuario, connection);
    for (const group of connection.groups) removeFrom(index.groups, group, connection);
    connection.groups.clear();
  }

  /** Connections of the user on every hub, in any state. */
  countUser(idUsuario: number): number {
    return HUB_NAMES.reduce((total, hub) => total + (this.hubs[hub].users.get(idUsuario)?.size ?? 0), 0);
  }

  /** Connections opened from the address, in any state. */
  countAddress(address: string): number {
    return this.byAddress.get(address)?.size ?? 0;
  }

  /** Connections of this process in a group of the hub. */
  groupSize(hub: HubName, group: string): number {
    return this.hubs[hub].groups.get(group)?.size ?? 0;
  }

  byConnectionToken(token: string): HubConnection | undefined {
    return this.byToken.get(token);
  }

  byConnectionId(connectionId: string): HubConnection | undefined {
    return this.byId.get(connectionId);
  }

  addToGroup(connection: HubConnection, group: string): void {
    if (connection.state === 'closed') return;
    connection.groups.add(group);
    addTo(this.hubs[connection.hub].groups, group, connection);
  }

  removeFromGroup(connection: HubConnection, group: string): void {
    connection.groups.delete(group);
    removeFrom(this.hubs[connection.hub].groups, group, connection);
  }

  /** Every connection of the user on every hub (for logout and the like). */
  userConnections(idUsuario: number): HubConnection[] {
    return HUB_NAMES.flatMap((hub) => [...(this.hubs[hub].users.get(idUsuario) ?? [])]);
  }

  all(): IterableIterator<HubConnection> {
    return this.byToken.values();
  }

  get size(): number {
    return this.byToken.size;
  }

  /**
   * Delivers to the local recipients of an envelope; returns how many got it. The same frame (the
   * bytes serialised once by the publisher) goes to every recipient, and walking the recipients
   * allocates nothing per event: a group's set is iterated in place (ADR 0040).
   */
  deliver(envelope: Delivery, frame: TextFrame): number {
    const index = this.hubs[envelope.hub];
    const target = envelope.target;
    const filter = new DeliveryFilter(envelope);
    let count = 0;
    switch (target.kind) {
      case 'group':
        count = filter.sendToSet(index.groups.get(target.group), frame);
        break;
      case 'groups':
        // A connection in several of the groups (a user with both Leads and Funil) gets it once:
        // each group skips who is also in an earlier one.
        for (let i = 0; i < target.groups.length; i++) {
          count += filter.sendToSet(index.groups.get(target.groups[i]!), frame, target.groups, i);
        }
        break;
      case 'user':
        count = filter.sendToSet(index.users.get(target.idUsuario), frame);
        break;
      case 'connection': {
        const connection = this.byId.get(target.connectionId);
        if (connection && connection.hub === envelope.hub && filter.accepts(connection)) {
          connection.sendFrame(frame);
          count = 1;
        }
        break;
      }
      default:
        // A kind this process does not know (an envelope of a newer version on the backplane).
        return 0;
    }
    this.delivered[envelope.hub] += count;
    return count;
  }

  /** Messages sent to clients by this process since it started, per hub (the /metrics counter). */
  readonly delivered = Object.fromEntries(HUB_NAMES.map((hub) => [hub, 0])) as Record<HubName, number>;

  /** Connections past their handshake, per hub (the /metrics gauge). */
  openByHub(): Record<HubName, number> {
    const counts = Object.fromEntries(HUB_NAMES.map((hub) => [hub, 0])) as Record<HubName, number>;
    for (const connection of this.byId.values()) counts[connection.hub] += 1;
    return counts;
  }
}

/** Who of the target's connections an envelope reaches: its institution, minus its exceptions. */
class DeliveryFilter {
  private readonly idInstituicao: number;
  private readonly exceptConnections: ReadonlySet<string> | null;
  private readonly exceptUsers: ReadonlySet<number> | null;
  private readonly within: readonly string[] | undefined;
  private readonly exceptGroups: readonly string[] | null;

  constructor(envelope: Delivery) {
    this.idInstituicao = envelope.idInstituicao;
    this.exceptConnections = envelope.exceptConnectionIds?.length ? new Set(envelope.exceptConnectionIds) : null;
    this.exceptUsers = envelope.exceptUserIds?.length ? new Set(envelope.exceptUserIds) : null;
    this.within = envelope.withinGroups;
    this.exceptGroups = envelope.exceptGroups?.length ? envelope.exceptGroups : null;
  }

  accepts(connection: HubConnection): boolean {
    if (connection.principal.idInstituicao !== this.idInstituicao) return false;
    if (this.exceptConnections?.has(connection.connectionId)) return false;
    if (this.exceptUsers?.has(connection.principal.idUsuario)) return false;
    if (this.within && !this.within.some((group) => connection.groups.has(group))) return false;
    if (this.exceptGroups?.some((group) => connection.groups.has(group))) return false;
    return true;
  }

  /** Sends to the accepted members of `set`, skipping those in `groups[0..before)` (already served). */
  sendToSet(
    set: ReadonlySet<HubConnection> | undefined,
    frame: TextFrame,
    groups?: readonly string[],
    before = 0,
  ): number {
    if (!set) return 0;
    let count = 0;
    for (const connection of set) {
      if (!this.accepts(connection)) continue;
      if (groups && servedEarlier(connection, groups, before)) continue;
      connection.sendFrame(frame);
      count++;
    }
    return count;
  }
}

function servedEarlier(connection: HubConnection, groups: readonly string[], before: number): boolean {
  for (let i = 0; i < before; i++) if (connection.groups.has(groups[i]!)) return true;
  return false;
}
