import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import { bearerToken } from './bearer-token';
import type { ConnectionRegistry } from './connection-registry';
import { HUB_NAMES, hubPath } from './hub-name';
import { hostResolver, isOriginAllowed, type TrustProxy } from './origin-check';
import type { HubName, RealtimePrincipal } from './types';

export type UpgradeDeps = {
  registry: ConnectionRegistry;
  allowedOrigins: readonly string[];
  /** TRUST_PROXY: whose X-Forwarded-Host names this server (the same rule as Fastify's request.host). */
  trustProxy?: TrustProxy;
  authenticate(token: string): Promise<RealtimePrincipal | null>;
  maxFrameBytes: number;
  log: FastifyBaseLogger;
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
};

function reject(socket: Duplex, status: number): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function hubForPath(pathname: string): HubName | null {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '');
  return HUB_NAMES.find((hub) => hubPath(hub) === normalised) ?? null;
}

/**
 * `GET {hub}?id=<connectionToken>` upgrades. Handles the first socket of a negotiated connection
 * and stateful resumes. Never logs the URL: it carries `id` and, from browsers, `access_token`.
 */
export function createUpgradeHandler(deps: UpgradeDeps) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: deps.maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const hostOf = hostResolver(deps.trustProxy);

  async function handle(request: IncomingMessage, socket: Duplex, head: Buffer, hub: HubName, url: URL): Promise<void> {
    if (!isOriginAllowed(request.headers.origin, hostOf(request), deps.allowedOrigins)) return reject(socket, 403);
    const id = url.searchParams.get('id');
    if (!id) return reject(socket, 400);
    const connection = deps.registry.byConnectionToken(id);
    if (!connection || connection.hub !== hub) return reject(socket, 404);
    const token = url.searchParams.get('access_token') ?? bearerToken(request.headers.authorization);
    const principal = token ? await deps.authenticate(token) : null;
    if (!principal || principal.expiresAt <= Date.now()) return reject(socket, 401);
    // A connection belongs to the user who negotiated it (ASP.NET checks the same).
    if (
      principal.idUsuario !== connection.principal.idUsuario ||
      principal.idInstituicao !== connection.principal.idInstituicao
    ) {
      return reject(socket, 403);
    }
    if (!connection.canAttach()) return reject(socket, connection.state === 'closed' ? 404 : 409);
    wss.handleUpgrade(request, socket, head, (ws) => {
      // State may have moved while the upgrade completed (e.g. the reconnect window ran out).
      if (!connection.canAttach()) return void ws.terminate();
      connection.attach(ws, principal, token ?? undefined, socket);
    });
  }

  return {
    /** Handles our hub paths; returns false for any other upgrade. */
    onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const hub = hubForPath(url.pathname);
      if (!hub) return false;
      socket.on('error', () => socket.destroy());
      handle(request, socket, head, hub, url).catch((error: unknown) => {
        deps.log.error({ err: error instanceof Error ? error.message : String(error), hub }, 'realtime upgrade failed');
        reject(socket, 400);
      });
      return true;
    },
    close(): void {
      wss.close();
    },
  };
}
