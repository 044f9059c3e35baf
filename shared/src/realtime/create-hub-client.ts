import { HubConnectionState } from './hub-connection-state';
import type { PrimitiveAtom } from 'jotai';
import { appStore } from '../session/app-store';
import { firstScreenShownAtom, whenFirstScreenShown } from '../session/first-screen-shown';
import { EventSubscriptions } from './event-subscriptions';
import type { HubLike } from './hub-connection-factory';
import { hubUrl, realtimeConfig } from './realtime-config';

/** Event name → the tuple of arguments the server sends with it (from @colabora/shared/contracts). */
export type HubEventMap = Record<string, unknown[]>;

/** A server group the connection belongs to: joined on every (re)connect, left at stop. */
export type HubGroup = { join: string; leave: string };

/** A remembered JoinRoom-style call: re-invoked on every (re)connect until its leave call. */
export type HubMembershipMethods = { join: string; leave: string };

export type HubClientOptions<Events extends HubEventMap> = {
  /** For log lines, e.g. '/pedidoshub'. */
  path: string;
  accessToken: () => string;
  reconnectDelaysMs: readonly number[];
  /**
   * After a failed start or a close, start again after this delay; start() then never rejects.
   * null: stay closed, and start() rejects with the failure (the caller decides).
   */
  restartDelayMs: number | null;
  stateAtom: PrimitiveAtom<HubConnectionState>;
  connectedAtom: PrimitiveAtom<boolean>;
  /** Groups this client always belongs to; a failed join fails the start. */
  groups?: readonly HubGroup[];
  /** Methods whose calls through invoke() are remembered and replayed after a reconnect (rooms). */
  memberships?: readonly HubMembershipMethods[];
  /**
   * Events the server sends that only acknowledge a call (e.g. JoinedPedidosGroup): handled here,
   * so the SignalR client does not warn "No client method with the name … found".
   */
  acknowledgements?: readonly (keyof Events & string)[];
};

export type HubClient<Events extends HubEventMap> = {
  /** Connects (idempotent) and joins the client's groups. */
  start(): Promise<void>;
  /** Leaves the groups, disconnects and forgets the remembered rooms (at logout). */
  stop(): Promise<void>;
  /** The connection, created and started on first use. */
  connection(): HubLike;
  /** Invokes a hub method once connected (waits for a start in progress). */
  invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T>;
  /** Subscribes to an event with its contract's arguments; returns the unsubscribe function. */
  on<E extends keyof Events & string>(event: E, handler: (...args: Events[E]) => void): () => void;
  /** After a reconnect or a restart, once groups and rooms are rejoined: refetch what is shown. */
  onReconnected(handler: () => void): () => void;
};

const equalsIgnoringCase = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * One hub connection with the app's habits (DESIGN §4): state atoms for the header indicator,
 * subscriptions that survive a new connection, groups and rooms rejoined after every reconnect,
 * and screens told to refetch. Both /pedidoshub and /chathub are made by it.
 * @example const pedidosHub = createHubClient<PedidosHubEvents>({ path: '/pedidoshub', … })
 */
export function createHubClient<Events extends HubEventMap>(options: HubClientOptions<Events>): HubClient<Events> {
  let current: HubLike | null = null;
  let starting: Promise<void> | null = null;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;
  let connectedOnce = false;
  const subscriptions = new EventSubscriptions();
  const reconnectedHandlers = new Set<() => void>();
  const rooms = new Map<string, { method: string; args: readonly unknown[] }>();
  const groups = options.groups ?? [];

  for (const event of options.acknowledgements ?? []) subscriptions.subscribe(event, () => undefined);

  function setState(state: HubConnectionState): void {
    appStore.set(options.stateAtom, state);
    appStore.set(options.connectedAtom, state === HubConnectionState.Connected);
  }

  function scheduleRestart(): void {
    if (options.restartDelayMs === null || restartTimer || !current) return;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      void client.start();
    }, options.restartDelayMs);
  }

  /** A new server connection belongs to no group: join ours, replay the rooms, then tell screens. */
  async function rejoin(target: HubLike, notify: boolean): Promise<void> {
    for (const group of groups) await target.invoke(group.join);
    for (const room of rooms.values()) {
      target
        .invoke(room.method, ...room.args)
        .catch((error: unknown) => console.error(`[realtime] ${options.path}: rejoining failed`, error));
    }
    if (notify) for (const handler of [...reconnectedHandlers]) handler();
  }

  function create(): HubLike {
    const created = realtimeConfig().connectionFactory({
      url: hubUrl(options.path),
      accessTokenFactory: options.accessToken,
      reconnectDelaysMs: options.reconnectDelaysMs,
    });
    created.onreconnecting(() => setState(HubConnectionState.Reconnecting));
    created.onreconnected(() => {
      setState(HubConnectionState.Connected);
      rejoin(created, true).catch((error: unknown) =>
        console.error(`[realtime] ${options.path}: rejoining after a reconnect failed`, error),
      );
    });
    created.onclose(() => {
      if (current !== created) return;
      setState(HubConnectionState.Disconnected);
      scheduleRestart();
    });
    subscriptions.attach(created);
    return created;
  }

  // A start asked for while the app's first screen is still loading (a screen's mount effect, a
  // room join) happens once it is shown: SignalR and the handshake are not what that screen waits
  // for (#25). A hub already connected is used at once.
  let startWhenShown: Promise<void> | null = null;

  const client: HubClient<Events> = {
    start() {
      if (!appStore.get(firstScreenShownAtom)) {
        startWhenShown ??= whenFirstScreenShown().then(() => {
          startWhenShown = null;
          return client.start();
        });
        return startWhenShown;
      }
      if (starting) return starting;
      const target = current ?? (current = create());
      if (target.state !== HubConnectionState.Disconnected) return Promise.resolve();
      setState(HubConnectionState.Connecting);
      const isRestart = connectedOnce;
      starting = target
        .start()
        .then(() => rejoin(target, isRestart))
        .then(() => {
          connectedOnce = true;
          setState(HubConnectionState.Connected);
        })
        .catch((error: unknown) => {
          if (current === target) setState(HubConnectionState.Disconnected);
          if (options.restartDelayMs === null) throw error;
          console.warn(`[realtime] ${options.path}: start failed; retrying in ${options.restartDelayMs} ms`, error);
          scheduleRestart();
        })
        .finally(() => {
          starting = null;
        });
      return starting;
    },

    async stop() {
      const target = current;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      if (!target) return;
      await starting?.catch(() => undefined);
      current = null;
      connectedOnce = false;
      rooms.clear();
      subscriptions.detach();
      if (target.state === HubConnectionState.Connected) {
        for (const group of groups) await target.invoke(group.leave).catch(() => undefined);
      }
      setState(HubConnectionState.Disconnecting);
      await target.stop();
      setState(HubConnectionState.Disconnected);
    },

    connection() {
      if (!current) void client.start();
      return current as HubLike;
    },

    async invoke<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
      // Starts the hub if nobody has (once the first screen is shown), and waits for that start.
      client.connection();
      await (startWhenShown ?? starting);
      const target = current;
      if (target?.state !== HubConnectionState.Connected) throw new Error('Sem conexão em tempo real com o servidor.');
      const key = JSON.stringify(args);
      for (const membership of options.memberships ?? []) {
        if (equalsIgnoringCase(method, membership.join)) rooms.set(`${membership.join}:${key}`, { method, args });
        if (equalsIgnoringCase(method, membership.leave)) rooms.delete(`${membership.join}:${key}`);
      }
      return target.invoke<T>(method, ...args);
    },

    on(event, handler) {
      return subscriptions.subscribe(event, handler);
    },

    onReconnected(handler) {
      reconnectedHandlers.add(handler);
      return () => {
        reconnectedHandlers.delete(handler);
      };
    },
  };
  return client;
}
