/**
 * Public types of the realtime plugin. The API engineer's app.ts depends on these names; keep them
 * stable and evolve the internals behind them.
 */
import type { HubName } from './hub-name';

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
};

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

export type RealtimePluginOptions = {
  /** Resolves a bearer token to its principal, or null when missing, invalid or expired. */
  authenticate: (token: string) => Promise<RealtimePrincipal | null>;
  /** Browser origins allowed besides the request's own host; a missing Origin is accepted. */
  allowedOrigins: string[];
  /** When set, a Redis pub/sub backplane links every API process serving the same URL. */
  redisUrl?: string;
  /** Optional tenancy check beyond the institution one: may this user join that chat's room? */
  canJoinChat?: (principal: RealtimePrincipal, idChat: number) => Promise<boolean>;
  /** Test overrides. */
  timing?: Partial<RealtimeTiming>;
  limits?: Partial<RealtimeLimits>;
};

export type { HubName };
