/**
 * Public types of the realtime plugin. The API engineer's app.ts depends on these names; keep them
 * stable and evolve the internals behind them.
 */
import type { HubScreen } from '@colabora/shared/contracts';
import type { HubName } from './hub-name';
import type { TrustProxy } from './origin-check';

/** Who is on the other end of a connection, as the API's token verifier sees it. */
export type RealtimePrincipal = {
  idUsuario: number;
  idInstituicao: number;
  nome: string;
  /** ms since epoch; the connection is closed when it passes. */
  expiresAt: number;
};

/** Every interval the protocol uses, overridable so tests do not wait 30 s. */
export type RealtimeTiming = {
  /** Server ping after this much send-silence (SignalR KeepAliveInterval). */
  keepAliveMs: number;
  /** Close a connection that sent nothing for this long (SignalR ClientTimeoutInterval). */
  clientTimeoutMs: number;
  /** The handshake must arrive within this. */
  handshakeTimeoutMs: number;
  /** How long a dropped stateful connection is kept for its client to come back. */
  reconnectWindowMs: number;
  /** Delay before acknowledging received messages (the client uses 1 s too). */
  ackDelayMs: number;
  /**
   * How often an open connection's session and rights are checked again (token still current,
   * user active, the hub's screen still granted); a failed check closes it.
   */
  revalidateMs: number;
};

export type RealtimeLimits = {
  /** Largest record (one JSON message) accepted from a client, in bytes. */
  maxMessageBytes: number;
  /** Unacknowledged bytes kept for stateful reconnect, each way. */
  statefulBufferBytes: number;
  /** Invocations a connection may start per second (sustained) before it is closed as a flood. */
  invocationsPerSecond: number;
  /** Burst allowance on top of the sustained rate. */
  invocationBurst: number;
  /** Bytes queued in a socket beyond which the client is a slow consumer and is closed. */
  maxSocketBufferedBytes: number;
  /** Connections (any hub, any state) one user may hold on this process; negotiate answers 429 past it. */
  maxConnectionsPerUser: number;
  /** Connections one client address may hold on this process (an office behind one NAT included). */
  maxConnectionsPerAddress: number;
  /** Connections one chat room may hold on this process: bounds every room fan-out, typing included. */
  maxRoomConnections: number;
  /** Typing notices a user may send per second (sustained, all their connections), and the burst. */
  typingPerSecond: number;
  typingBurst: number;
  /**
   * Bytes this process may hold for all clients together (socket queues and stateful buffers).
   * Past it the largest holders are closed (they reconnect) and negotiate answers 503.
   */
  maxTotalBufferedBytes: number;
};

/**
 * The screens of the hub (contracts' HUB_SCREENS) whose R the user's current profile grants in the
 * user's institution; none: the hub is not the user's to open.
 */
export type GrantedScreens = (principal: RealtimePrincipal, hub: HubName) => Promise<readonly HubScreen[]>;

export type PublishOptions = {
  /** Connections that must not receive it (e.g. the sender of a typing notice). */
  exceptConnectionIds?: readonly string[];
  /** Users that must not receive it. */
  exceptUserIds?: readonly number[];
};

export type DisconnectOptions = {
  /** Shown to the client as the Close error. */
  reason?: string;
  /** Whether the client may reconnect automatically (false at logout / password change). */
  allowReconnect?: boolean;
};

/**
 * Told when a connection opens (after its handshake) and when it is gone for good (a stateful
 * client's reconnect window over): presence (ADR 0037). Never awaited by the hub.
 */
export type ConnectionListener = {
  opened(connection: { connectionId: string; principal: RealtimePrincipal }): void;
  closed(connection: { connectionId: string; principal: RealtimePrincipal }): void;
};

export type RealtimePluginOptions = {
  /**
   * Resolves a bearer token to its principal, or null when missing, invalid, expired, revoked or
   * the user is disabled. Called at negotiate, at the upgrade, at the handshake and every
   * `timing.revalidateMs` while the connection is open.
   */
  authenticate: (token: string) => Promise<RealtimePrincipal | null>;
  /**
   * The hub's screens the user holds R on (pedidos for /pedidoshub; chat, leads, funil, campanhas,
   * envio-massa, whatsapp-qrcode for /chathub). None: negotiate answers 403. Read at negotiate, at
   * the handshake (the connection joins one group per screen and receives only their events), at
   * every group join, and with `authenticate` while the connection is open: a change closes it so
   * it reconnects under the new grants.
   */
  grantedScreens: GrantedScreens;
  /** Browser origins allowed besides the request's own host; a missing Origin is accepted. */
  allowedOrigins: string[];
  /**
   * TRUST_PROXY (the app's Fastify trustProxy): the request's own host comes from X-Forwarded-Host
   * only when a trusted proxy sent it, on negotiate (Fastify's request.host) and on the upgrade.
   */
  trustProxy?: TrustProxy;
  /** When set, a Redis pub/sub backplane links every API process serving the same URL. */
  redisUrl?: string;
  /** May this user join that chat's room: the chat exists in the user's institution. */
  canJoinChat: (principal: RealtimePrincipal, idChat: number) => Promise<boolean>;
  /** Presence (ADR 0037): told of every connection opened and closed on this process. */
  connections?: ConnectionListener;
  /** Test overrides. */
  timing?: Partial<RealtimeTiming>;
  limits?: Partial<RealtimeLimits>;
};

export type { HubName };
