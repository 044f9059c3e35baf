import type { Server } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Backplane } from './backplane/backplane';
import { MemoryBackplane } from './backplane/memory-backplane';
import { RedisBackplane } from './backplane/redis-backplane';
import { ConnectionRegistry } from './connection-registry';
import type { Envelope, WireEnvelope } from './envelope';
import { GRANTS_CHANGED, HubConnection, type ConnectionHost, type Validation } from './hub-connection';
import { HubDispatcher, type DispatchServices } from './hub-dispatcher';
import { createChatHub } from './hubs/chat-hub';
import type { HubDefinition } from './hubs/hub-definition';
import { createPedidosHub } from './hubs/pedidos-hub';
import { registerNegotiateRoutes } from './negotiate';
import { writeInvocation } from './protocol/hub-messages';
import { createPublisher } from './publisher';
import type { RealtimePublisher } from './publisher-types';
import { DEFAULT_LIMITS, DEFAULT_TIMING, sweepIntervalMs } from './timing';
import type { HubName, RealtimePluginOptions } from './types';
import { textFrame } from './protocol/ws-frame';
import { createUpgradeHandler } from './websocket-upgrade';
import { WriteCoalescer } from './write-coalescer';

export type RealtimeServerOptions = RealtimePluginOptions & {
  /** Overrides the backplane chosen from redisUrl (tests share an in-memory bus). */
  backplane?: Backplane;
};

/** Everything the plugin wires into Fastify; exposed for tests and the benchmark. */
export type RealtimeServer = {
  publisher: RealtimePublisher;
  registry: ConnectionRegistry;
  /** Sends Close (allowReconnect) to every client and closes their sockets. */
  closeConnections(reason?: string): Promise<void>;
  close(): Promise<void>;
};

export async function createRealtimeServer(
  app: FastifyInstance,
  options: RealtimeServerOptions,
): Promise<RealtimeServer> {
  const log: FastifyBaseLogger = app.log.child({ module: 'realtime' });
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const registry = new ConnectionRegistry();
  const backplane: Backplane =
    options.backplane ?? (options.redisUrl ? new RedisBackplane(options.redisUrl, log) : new MemoryBackplane());

  function deliverLocally(envelope: WireEnvelope, frame: Buffer | null): void {
    if (envelope.type === 'deliver') {
      // Framed once here: every local recipient's socket gets these same bytes.
      if (frame) registry.deliver(envelope, textFrame(frame));
      return;
    }
    for (const connection of registry.userConnections(envelope.idUsuario)) {
      connection.close(envelope.reason ?? 'Sessão encerrada.', envelope.allowReconnect);
    }
  }

  // The publisher serialised the record once: these bytes go to every local recipient and cross
  // the backplane as they are (ADR 0040).
  async function sink(envelope: Envelope): Promise<void> {
    if (envelope.type === 'deliver') {
      const { frame: text, ...wire } = envelope;
      const frame = Buffer.from(text);
      deliverLocally(wire, frame);
      await backplane.publish(wire, frame);
      return;
    }
    deliverLocally(envelope, null);
    await backplane.publish(envelope, null);
  }

  const hubs: Record<HubName, HubDefinition> = {
    pedidos: createPedidosHub({ grantedScreens: options.grantedScreens }),
    chat: createChatHub({
      grantedScreens: options.grantedScreens,
      canJoinChat: options.canJoinChat,
      maxRoomConnections: limits.maxRoomConnections,
      typingPerSecond: limits.typingPerSecond,
      typingBurst: limits.typingBurst,
    }),
  };
  const services: DispatchServices = {
    addToGroup: (connection, group) => registry.addToGroup(connection, group),
    removeFromGroup: (connection, group) => registry.removeFromGroup(connection, group),
    groupSize: (connection, group) => registry.groupSize(connection.hub, group),
    sendToGroup: (connection, group, method, args, opts) =>
      sink({
        type: 'deliver',
        hub: connection.hub,
        idInstituicao: connection.principal.idInstituicao,
        target: { kind: 'group', group },
        frame: writeInvocation(method, args),
        ...(opts?.exceptConnectionIds?.length ? { exceptConnectionIds: opts.exceptConnectionIds } : {}),
        ...(opts?.exceptUserIds?.length ? { exceptUserIds: opts.exceptUserIds } : {}),
      }),
  };
  const dispatchers: Record<HubName, HubDispatcher> = {
    pedidos: new HubDispatcher(hubs.pedidos, services, log),
    chat: new HubDispatcher(hubs.chat, services, log),
  };

  /** The token still current (not revoked, user active) and one of the hub's screens still granted. */
  async function validate(connection: HubConnection): Promise<Validation> {
    const principal = await options.authenticate(connection.token);
    if (
      !principal ||
      principal.expiresAt <= Date.now() ||
      principal.idUsuario !== connection.principal.idUsuario ||
      principal.idInstituicao !== connection.principal.idInstituicao
    ) {
      return { ok: false, reason: 'Sessão encerrada.' };
    }
    const grants = await options.grantedScreens(principal, connection.hub);
    if (grants.length === 0) return { ok: false, reason: GRANTS_CHANGED };
    return { ok: true, principal, grants };
  }

  const coalescer = new WriteCoalescer();
  const host: ConnectionHost = {
    timing,
    limits,
    log,
    validate,
    beforeWrite: (connection, transport) => coalescer.beforeWrite(connection, transport),
    opened(connection) {
      registry.activate(connection);
      log.info(
        { connectionId: connection.connectionId, hub: connection.hub, idUsuario: connection.principal.idUsuario },
        'realtime connection opened',
      );
      dispatchers[connection.hub].connected(connection);
      options.connections?.opened(connection);
    },
    invoke: (connection, message) => dispatchers[connection.hub].invoke(connection, message),
    closed(connection) {
      // Only a connection that was opened (past its handshake) was announced to the listener.
      const wasOpen = registry.byConnectionId(connection.connectionId) === connection;
      registry.remove(connection);
      if (wasOpen) options.connections?.closed(connection);
    },
  };

  /** Bytes held for every client at the last sweep (socket queues and stateful buffers). */
  let totalBuffered = 0;

  registerNegotiateRoutes(app, {
    allowedOrigins: options.allowedOrigins,
    authenticate: options.authenticate,
    grantedScreens: options.grantedScreens,
    admission(principal, address) {
      if (totalBuffered > limits.maxTotalBufferedBytes) {
        return { status: 503, message: 'Servidor de tempo real sobrecarregado. Tente de novo em instantes.' };
      }
      if (registry.countUser(principal.idUsuario) >= limits.maxConnectionsPerUser) {
        return { status: 429, message: 'Conexões em tempo real demais para este usuário. Feche outras abas.' };
      }
      if (registry.countAddress(address) >= limits.maxConnectionsPerAddress) {
        return { status: 429, message: 'Conexões em tempo real demais a partir deste endereço.' };
      }
      return null;
    },
    createConnection(hub, ids, principal, stateful, client) {
      const connection = new HubConnection(
        ids.connectionId,
        ids.connectionToken,
        hub,
        principal,
        stateful,
        host,
        client.token,
        client.address,
      );
      connection.grants = new Set(client.grants);
      registry.addNegotiated(connection);
    },
  });

  const upgrades = createUpgradeHandler({
    registry,
    allowedOrigins: options.allowedOrigins,
    trustProxy: options.trustProxy,
    authenticate: options.authenticate,
    // A frame may hold several records; each record is held to maxMessageBytes by the reader.
    maxFrameBytes: Math.max(4 * limits.maxMessageBytes, 64 * 1024),
    log,
  });
  const server: Server = app.server;
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const handled = upgrades.onUpgrade(request, socket, head);
    // Another upgrade listener (a dev proxy) may own other paths; if none, do not leave it hanging.
    if (!handled && server.listenerCount('upgrade') === 1) socket.destroy();
  };
  server.on('upgrade', onUpgrade);

  /**
   * The process's buffer budget: when every client together holds more than it, the largest
   * holders are closed (they may reconnect) until the rest fits.
   */
  function enforceBufferBudget(): void {
    let total = 0;
    const holders: { connection: HubConnection; bytes: number }[] = [];
    for (const connection of registry.all()) {
      const bytes = connection.bufferedBytes;
      if (bytes > 0) holders.push({ connection, bytes });
      total += bytes;
    }
    totalBuffered = total;
    if (total <= limits.maxTotalBufferedBytes) return;
    holders.sort((a, b) => b.bytes - a.bytes);
    for (const { connection, bytes } of holders) {
      if (total <= limits.maxTotalBufferedBytes) break;
      log.warn(
        { connectionId: connection.connectionId, bytes },
        'realtime buffer budget exceeded: closing the largest',
      );
      connection.close('O servidor está sobrecarregado: reconectando.', true);
      total -= bytes;
    }
    totalBuffered = total;
  }

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of registry.all()) connection.sweep(now);
    enforceBufferBudget();
  }, sweepIntervalMs(timing));
  sweep.unref();

  await backplane.start(deliverLocally);

  async function closeConnections(reason = 'O servidor está reiniciando.'): Promise<void> {
    for (const connection of [...registry.all()]) connection.close(reason, true);
  }

  return {
    publisher: createPublisher(hubs, sink),
    registry,
    closeConnections,
    async close() {
      clearInterval(sweep);
      server.off('upgrade', onUpgrade);
      await closeConnections();
      upgrades.close();
      await backplane.close();
    },
  };
}
