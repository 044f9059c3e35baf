import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from './bearer-token';
import { HUB_NAMES, hubPath } from './hub-name';
import { isOriginAllowed } from './origin-check';
import type { HubScreen } from '@colabora/shared/contracts';
import type { GrantedScreens, HubName, RealtimePrincipal } from './types';

export type NegotiateResponse = {
  negotiateVersion: 1;
  connectionId: string;
  connectionToken: string;
  availableTransports: { transport: 'WebSockets'; transferFormats: ['Text'] }[];
  useStatefulReconnect?: true;
};

export type NegotiateDeps = {
  allowedOrigins: readonly string[];
  authenticate(token: string): Promise<RealtimePrincipal | null>;
  /** The hub's screens granted to the user (R); none: 403. */
  grantedScreens: GrantedScreens;
  /** Why this process takes no more connections of this user or address now, or null. */
  admission(principal: RealtimePrincipal, address: string): { status: 429 | 503; message: string } | null;
  /** Creates the pending connection under both ids. */
  createConnection(
    hub: HubName,
    ids: { connectionId: string; connectionToken: string },
    principal: RealtimePrincipal,
    stateful: boolean,
    client: { token: string; address: string; grants: readonly HubScreen[] },
  ): void;
};

const unauthorized = { success: false, message: 'Não autorizado.' } as const;
const FORBIDDEN: Record<HubName, string> = {
  pedidos: 'Seu perfil não permite acompanhar os pedidos em tempo real.',
  chat: 'Seu perfil não permite acompanhar em tempo real o chat, os leads, o funil, as campanhas nem os canais.',
};

/**
 * POST {hub}/negotiate?negotiateVersion=1 (TransportProtocols.md). The connectionId is public
 * (it may appear in logs and in other clients' exclusions); the connectionToken is the secret
 * that the WebSocket URL carries as `id`.
 */
export function registerNegotiateRoutes(app: FastifyInstance, deps: NegotiateDeps): void {
  for (const hub of HUB_NAMES) {
    app.post(
      `${hubPath(hub)}/negotiate`,
      // The request line may carry ids or tokens from odd clients: keep it out of request logs.
      { logLevel: 'warn' },
      async (request, reply) => {
        // request.host follows TRUST_PROXY (X-Forwarded-Host only from a trusted proxy), as REST does.
        if (!isOriginAllowed(request.headers.origin, request.host, deps.allowedOrigins)) {
          return reply.code(403).send({ success: false, message: 'Origem não permitida.' });
        }
        const query = request.query as Record<string, string | undefined>;
        if (Number(query['negotiateVersion'] ?? 0) < 1) {
          return reply.code(400).send({ success: false, message: 'negotiateVersion=1 é obrigatório.' });
        }
        const token = bearerToken(request.headers.authorization);
        const principal = token ? await deps.authenticate(token) : null;
        if (!token || !principal || principal.expiresAt <= Date.now()) return reply.code(401).send(unauthorized);
        // R on one of the hub's screens (DESIGN §4): without any the hub is not this user's to open.
        const grants = await deps.grantedScreens(principal, hub);
        if (grants.length === 0) {
          return reply.code(403).send({ success: false, message: FORBIDDEN[hub] });
        }
        const refusal = deps.admission(principal, request.ip);
        if (refusal) {
          return reply
            .code(refusal.status)
            .header('Retry-After', '30')
            .send({ success: false, message: refusal.message });
        }

        const stateful = query['useStatefulReconnect'] === 'true';
        const ids = {
          connectionId: randomBytes(16).toString('base64url'),
          connectionToken: randomBytes(32).toString('base64url'),
        };
        deps.createConnection(hub, ids, principal, stateful, { token, address: request.ip, grants });
        const body: NegotiateResponse = {
          negotiateVersion: 1,
          ...ids,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
        };
        if (stateful) body.useStatefulReconnect = true;
        return reply.header('cache-control', 'no-store').send(body);
      },
    );
  }
}
