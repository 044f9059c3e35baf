import type { Duplex } from 'node:stream';
import type { WebSocket, RawData } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { InvocationRateLimiter } from './invocation-rate-limiter';
import { handshakeRefusal, parseHandshakeRequest, writeHandshakeResponse } from './protocol/handshake';
import {
  MessageType,
  PING_RECORD,
  isSequencedType,
  parseHubMessage,
  writeMessage,
  type HubMessage,
  type InvocationMessage,
} from './protocol/hub-messages';
import { ProtocolError } from './protocol/protocol-error';
import { RecordReader } from './protocol/record-reader';
import { framePayload, textFrame, type TextFrame } from './protocol/ws-frame';
import { StatefulBuffer } from './stateful-buffer';
import type { HubName, RealtimeLimits, RealtimePrincipal, RealtimeTiming } from './types';

/**
 * negotiated: has ids, no socket yet. handshake: socket open, waiting for the handshake.
 * open: exchanging messages. detached: stateful connection whose socket dropped, kept for the
 * reconnect window. closed: gone for good.
 */
/** WebSocket close code of an endpoint going away (RFC 6455 §7.4.1): a browser leaving the page. */
const GOING_AWAY = 1001;

export type ConnectionState = 'negotiated' | 'handshake' | 'open' | 'detached' | 'closed';

/** The outcome of checking a connection's session and rights again. */
export type Validation =
  { ok: true; principal: RealtimePrincipal; grants: readonly string[] } | { ok: false; reason: string };

/** What a connection is told when its user's grants of the hub's screens changed while it was open. */
export const GRANTS_CHANGED = 'Suas permissões foram alteradas.';

const sameGrants = (current: ReadonlySet<string>, next: readonly string[]) =>
  current.size === new Set(next).size && next.every((screen) => current.has(screen));

/** Records a client may send behind its handshake before the server has answered it. */
const MAX_RECORDS_BEHIND_HANDSHAKE = 32;

/** What a connection needs from the server around it. */
export type ConnectionHost = {
  readonly timing: RealtimeTiming;
  readonly limits: RealtimeLimits;
  readonly log: FastifyBaseLogger;
  /**
   * Checks again that the connection's token is current (not revoked, user active) and that the
   * user may still use the hub: at the handshake and every `timing.revalidateMs` after.
   */
  validate(connection: HubConnection): Promise<Validation>;
  /** After a successful handshake: index the connection and run the hub's onConnected. */
  opened(connection: HubConnection): void;
  /** Runs one invocation; the connection serialises calls. */
  invoke(connection: HubConnection, message: InvocationMessage): Promise<void>;
  /** The connection is gone: drop it from every index. */
  closed(connection: HubConnection): void;
  /** Before each write: a second frame in the same tick waits for the tick's end (write-coalescer.ts). */
  beforeWrite(connection: HubConnection, transport: Duplex): void;
};

const PING_FRAME = textFrame(PING_RECORD);
const SEND_OPTIONS = { binary: false } as const;

export class HubConnection {
  state: ConnectionState = 'negotiated';
  /** Groups this connection belongs to, kept across a stateful reconnect. */
  readonly groups = new Set<string>();
  /**
   * The hub's screens its user held R on at negotiate, then at the handshake: the screen groups
   * it joins. A later change closes the connection so that it reconnects under the new grants.
   */
  grants: ReadonlySet<string> = new Set();
  private socket: WebSocket | null = null;
  /** The TCP socket under `socket` (the upgrade's): a burst within one tick leaves in one write. */
  private transport: Duplex | null = null;
  /** The coalescer's tick of this connection's last write (write-coalescer.ts). */
  lastWriteTick = -1;
  private reader: RecordReader;
  private buffer: StatefulBuffer | null = null;
  private readonly limiter: InvocationRateLimiter;
  private invocationChain: Promise<void> = Promise.resolve();
  private ackTimer: NodeJS.Timeout | null = null;
  private lastSentAt = 0;
  private lastReceivedAt = 0;
  /** When the current state began (negotiate, socket attach or detach). */
  private stateSince = Date.now();
  /** Records that arrived behind the handshake while it is being validated (null otherwise). */
  private behindHandshake: string[] | null = null;
  /** When the session and rights were last confirmed. */
  private validatedAt = Date.now();
  private revalidating = false;

  constructor(
    readonly connectionId: string,
    readonly connectionToken: string,
    readonly hub: HubName,
    public principal: RealtimePrincipal,
    /** The client asked for stateful reconnect at negotiate. */
    readonly statefulRequested: boolean,
    private readonly host: ConnectionHost,
    /** The bearer token the connection was opened with (re-checked while it lives). */
    public token: string = '',
    /** The client's address as the API sees it (TRUST_PROXY): the per-address cap counts it. */
    readonly address: string = '',
  ) {
    this.reader = new RecordReader(host.limits.maxMessageBytes);
    this.limiter = new InvocationRateLimiter(host.limits.invocationsPerSecond, host.limits.invocationBurst);
  }

  get stateful(): boolean {
    return this.buffer !== null;
  }

  /** Whether a new socket may take over this connection (first socket, or a stateful resume). */
  canAttach(): boolean {
    return this.state === 'negotiated' || (this.stateful && (this.state === 'open' || this.state === 'detached'));
  }

  /** Bytes held for this client: queued in its socket and kept for stateful reconnect. */
  get bufferedBytes(): number {
    return (this.socket?.bufferedAmount ?? 0) + (this.buffer?.bufferedBytes ?? 0);
  }

  attach(socket: WebSocket, principal: RealtimePrincipal, token?: string, transport?: Duplex): void {
    const resuming = this.state !== 'negotiated';
    const previous = this.socket;
    this.socket = socket;
    this.transport = transport ?? null;
    this.principal = principal;
    if (token) this.token = token;
    this.reader = new RecordReader(this.host.limits.maxMessageBytes);
    const now = Date.now();
    this.lastReceivedAt = now;
    this.lastSentAt = now;
    this.stateSince = now;
    socket.on('message', (data, isBinary) => this.handleFrame(socket, data, isBinary));
    socket.on('close', (code) => this.handleSocketClose(socket, code));
    socket.on('error', (error) =>
      this.host.log.debug({ connectionId: this.connectionId, err: error.message }, 'realtime socket error'),
    );
    if (previous) previous.terminate();
    if (!resuming) {
      this.state = 'handshake';
      return;
    }
    // Resume (HubProtocol.md, stateful reconnect): no new handshake; the server sends Sequence and
    // replays everything the client has not acknowledged. The client drops what it already saw.
    this.state = 'open';
    const buffer = this.buffer;
    if (!buffer) return;
    buffer.disconnected();
    const { sequenceId, frames } = buffer.resend();
    this.writeRaw(textFrame(writeMessage({ type: MessageType.Sequence, sequenceId })));
    for (const frame of frames) this.writeRaw(frame);
    this.host.log.debug({ connectionId: this.connectionId, replayed: frames.length }, 'realtime connection resumed');
  }

  /** Sends a sequenced record (invocation or completion), framed once for all its recipients. */
  sendFrame(frame: TextFrame): void {
    if (this.state === 'closed' || this.state === 'negotiated') return;
    if (!this.buffer) {
      if (this.state === 'open') this.writeRaw(frame);
      return;
    }
    let goesNow;
    try {
      goesNow = this.buffer.enqueue(frame);
    } catch (error) {
      this.fail(error);
      return;
    }
    if (goesNow && this.state === 'open') this.writeRaw(frame);
  }

  /** Drops the socket abruptly, as a network failure would (tests and the benchmark use it). */
  dropSocket(): void {
    this.socket?.terminate();
  }

  /** Ends the connection: a Close message (when a socket is there), then the socket, then the indexes. */
  close(error?: string, allowReconnect = false): void {
    if (this.state === 'closed') return;
    const socket = this.socket;
    if (socket && socket.readyState === socket.OPEN && this.state === 'handshake') {
      // Before the handshake is answered the client expects its answer: refuse the handshake.
      socket.send(writeHandshakeResponse(error ?? 'Connection closed.'), () => socket.close(1000));
    } else if (socket && socket.readyState === socket.OPEN && this.state !== 'negotiated') {
      const close: HubMessage = { type: MessageType.Close };
      if (error !== undefined) close.error = error;
      if (allowReconnect) close.allowReconnect = true;
      socket.send(writeMessage(close), () => socket.close(1000));
    } else if (socket) {
      socket.terminate();
    }
    this.finish(error);
  }

  /** Periodic checks shared by all connections (one timer for the whole server). */
  sweep(now: number): void {
    const { timing } = this.host;
    switch (this.state) {
      case 'negotiated':
      case 'detached':
        if (now - this.stateSince >= timing.reconnectWindowMs) this.close('Connection expired.');
        return;
      case 'handshake':
        if (now - this.stateSince >= timing.handshakeTimeoutMs) this.close('Handshake was not received in time.');
        return;
      case 'open':
        if (this.principal.expiresAt <= now) {
          this.close('Unauthorized: the access token expired.', true);
        } else if (now - this.lastReceivedAt >= timing.clientTimeoutMs) {
          this.close('Server timeout elapsed without receiving a message from the client.');
        } else {
          if (now - this.lastSentAt >= timing.keepAliveMs) this.writeRaw(PING_FRAME);
          if (now - this.validatedAt >= timing.revalidateMs) this.revalidate();
        }
        return;
      case 'closed':
        return;
    }
  }

  private handleFrame(socket: WebSocket, data: RawData, isBinary: boolean): void {
    if (socket !== this.socket || this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    try {
      if (isBinary)
        throw new ProtocolError('Binary frames are not supported: this server speaks the JSON protocol only.');
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      for (const record of this.reader.push(chunk)) {
        if (this.behindHandshake) {
          // The handshake is being validated: what follows it waits, in order.
          if (this.behindHandshake.length >= MAX_RECORDS_BEHIND_HANDSHAKE) {
            throw new ProtocolError('Too many messages before the handshake was answered.');
          }
          this.behindHandshake.push(record);
        } else if (this.state === 'handshake') this.handleHandshake(record);
        else if (this.state === 'open') this.handleMessage(parseHubMessage(record));
        else return;
      }
    } catch (error) {
      this.fail(error);
    }
  }

  private handleHandshake(record: string): void {
    const request = parseHandshakeRequest(record);
    const refusal = handshakeRefusal(request);
    if (refusal) {
      this.refuseHandshake(refusal);
      return;
    }
    // The session may have ended since the upgrade (logout, password change, deactivation, a
    // change of rights): check it again before answering.
    this.behindHandshake = [];
    this.host.validate(this).then(
      (result) => this.completeHandshake(request.version, result),
      (error: unknown) => {
        this.host.log.warn({ connectionId: this.connectionId, err: error }, 'realtime handshake validation failed');
        this.completeHandshake(request.version, { ok: false, reason: 'Não foi possível validar a sessão.' });
      },
    );
  }

  private refuseHandshake(reason: string): void {
    this.writeRaw(textFrame(writeHandshakeResponse(reason)));
    this.socket?.close(1000);
    this.finish(reason);
  }

  private completeHandshake(version: number, result: Validation): void {
    const queued = this.behindHandshake ?? [];
    this.behindHandshake = null;
    if (this.state !== 'handshake') return; // closed while it was validated
    if (!result.ok) {
      this.refuseHandshake(result.reason);
      return;
    }
    this.principal = result.principal;
    this.grants = new Set(result.grants);
    this.validatedAt = Date.now();
    // Stateful reconnect needs protocol version 2 (the client sends 1 when it was not negotiated).
    if (this.statefulRequested && version >= 2) {
      this.buffer = new StatefulBuffer(this.host.limits.statefulBufferBytes, this.host.limits.maxSocketBufferedBytes);
    }
    this.writeRaw(textFrame(writeHandshakeResponse()));
    this.state = 'open';
    this.host.opened(this);
    try {
      for (const record of queued) {
        if (this.state !== 'open') return;
        this.handleMessage(parseHubMessage(record));
      }
    } catch (error) {
      this.fail(error);
    }
  }

  /** Checks the session and rights again (sweep); closes the connection, letting it reconnect, if they are gone. */
  private revalidate(): void {
    if (this.revalidating) return;
    this.revalidating = true;
    this.host.validate(this).then(
      (result) => {
        this.revalidating = false;
        this.validatedAt = Date.now();
        if (this.state === 'closed') return;
        // Reconnecting negotiates again: a revoked session or a lost grant is refused there, and
        // changed grants are the groups of the new connection.
        if (!result.ok) this.close(result.reason, true);
        else if (!sameGrants(this.grants, result.grants)) this.close(GRANTS_CHANGED, true);
        else this.principal = result.principal;
      },
      (error: unknown) => {
        // The check itself failed (database down): keep the connection, try again next period.
        this.revalidating = false;
        this.validatedAt = Date.now();
        this.host.log.warn({ connectionId: this.connectionId, err: error }, 'realtime revalidation failed');
      },
    );
  }

  private handleMessage(message: HubMessage): void {
    if (this.buffer && isSequencedType(message.type)) {
      if (!this.buffer.acceptIncoming()) return;
      this.scheduleAck();
    }
    switch (message.type) {
      case MessageType.Invocation:
        if (!this.limiter.take())
          throw new ProtocolError('Too many invocations: the connection was flooding the server.');
        this.invocationChain = this.invocationChain.then(() => this.host.invoke(this, message));
        return;
      case MessageType.StreamInvocation:
        if (!this.limiter.take())
          throw new ProtocolError('Too many invocations: the connection was flooding the server.');
        this.sendFrame(
          textFrame(
            writeMessage({
              type: MessageType.Completion,
              invocationId: message.invocationId,
              error: 'Streaming is not supported by this server.',
            }),
          ),
        );
        return;
      case MessageType.Ack:
        if (this.buffer)
          for (const frame of this.buffer.ack(message.sequenceId)) if (this.state === 'open') this.writeRaw(frame);
        return;
      case MessageType.Sequence:
        this.buffer?.resetSequence(message.sequenceId);
        return;
      case MessageType.Close:
        this.socket?.close(1000);
        this.finish();
        return;
      case MessageType.Ping:
      case MessageType.StreamItem:
      case MessageType.CancelInvocation:
      case MessageType.Completion:
        // Pings only refresh the timeout; client streams and client results are not used by these hubs.
        return;
    }
  }

  private scheduleAck(): void {
    if (this.ackTimer) return;
    this.ackTimer = setTimeout(() => {
      this.ackTimer = null;
      if (this.buffer && this.state === 'open') {
        this.writeRaw(textFrame(writeMessage({ type: MessageType.Ack, sequenceId: this.buffer.latestReceived })));
      }
    }, this.host.timing.ackDelayMs);
    this.ackTimer.unref();
  }

  private handleSocketClose(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    // 1001 "going away": the browser left the page (a reload, another address, the tab closed).
    // Nobody will resume this connection, so it ends now instead of holding the user's place,
    // their presence and its buffer for the reconnect window (a lost network sends no close frame).
    if (this.state === 'open' && this.buffer && code !== GOING_AWAY) {
      // Keep user, groups and unacked records for the reconnect window (swept).
      this.state = 'detached';
      this.stateSince = Date.now();
      this.host.log.debug(
        { connectionId: this.connectionId },
        'realtime socket dropped; waiting for stateful reconnect',
      );
      return;
    }
    this.finish();
  }

  private writeRaw(frame: TextFrame): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.host.limits.maxSocketBufferedBytes) {
      this.host.log.warn({ connectionId: this.connectionId }, 'realtime slow consumer dropped');
      socket.terminate();
      this.finish('Slow consumer.');
      return;
    }
    const transport = this.transport;
    // The prebuilt frame goes straight to the TCP socket when ws holds nothing of its own (its
    // bufferedAmount is then exactly the socket's): it writes synchronously without compression,
    // so the order of frames is kept. Otherwise ws frames the records itself.
    if (transport && socket.bufferedAmount === transport.writableLength) {
      this.host.beforeWrite(this, transport);
      transport.write(frame);
    } else {
      socket.send(framePayload(frame), SEND_OPTIONS);
    }
    this.lastSentAt = Date.now();
  }

  private fail(error: unknown): void {
    const message = error instanceof ProtocolError ? error.message : 'Connection closed with an error.';
    this.host.log.warn(
      { connectionId: this.connectionId, hub: this.hub, reason: message },
      'realtime protocol error; closing connection',
    );
    this.close(message);
  }

  private finish(reason?: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = null;
    this.host.closed(this);
    this.host.log.debug({ connectionId: this.connectionId, hub: this.hub, reason }, 'realtime connection closed');
  }
}
