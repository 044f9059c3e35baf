import type { DeliveryEnvelope } from './envelope';
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

  /** Delivers to the local recipients of an envelope; returns how many got it. */
  deliver(envelope: DeliveryEnvelope, frame: Buffer): number {
    const index = this.hubs[envelope.hub];
    let recipients: Iterable<HubConnection>;
    const target = envelope.target;
    switch (target.kind) {
      case 'group':
        recipients = index.groups.get(target.group) ?? [];
        break;
      case 'groups':
        // A connection in several of the groups (a user with both Leads and Funil) gets it once.
        recipients = new Set(target.groups.flatMap((group) => [...(index.groups.get(group) ?? [])]));
        break;
      case 'user':
        recipients = index.users.get(target.idUsuario) ?? [];
        break;
      case 'connection': {
        const connection = this.byId.get(target.connectionId);
        recipients = connection && connection.hub === envelope.hub ? [connection] : [];
        break;
      }
      default:
        // A kind this process does not know (an envelope of a newer version on the backplane).
        return 0;
    }
    const exceptConnections = envelope.exceptConnectionIds?.length ? new Set(envelope.exceptConnectionIds) : null;
    const exceptUsers = envelope.exceptUserIds?.length ? new Set(envelope.exceptUserIds) : null;
    const within = envelope.withinGroups;
    const exceptGroups = envelope.exceptGroups?.length ? envelope.exceptGroups : null;
    let count = 0;
    for (const connection of recipients) {
      if (connection.principal.idInstituicao !== envelope.idInstituicao) continue;
      if (exceptConnections?.has(connection.connectionId)) continue;
      if (exceptUsers?.has(connection.principal.idUsuario)) continue;
      if (within && !within.some((group) => connection.groups.has(group))) continue;
      if (exceptGroups?.some((group) => connection.groups.has(group))) continue;
      connection.sendFrame(frame);
      count++;
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
