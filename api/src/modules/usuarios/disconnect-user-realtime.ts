import type { FastifyInstance } from 'fastify';

/**
 * Closes a user's hub connections after their sessions were revoked (disabled, password reset),
 * without letting them reconnect; the revoked token is refused if they try.
 */
export async function disconnectUserRealtime(app: FastifyInstance, idUsuario: number, reason: string): Promise<void> {
  if (!app.hasDecorator('realtime')) return;
  await app.realtime.disconnectUser(idUsuario, { reason, allowReconnect: false }).catch((error: unknown) => {
    app.log.warn({ err: error, idUsuario }, 'falha ao desconectar o usuário do tempo real');
  });
}

/**
 * Closes a user's hub connections and lets them reconnect at once: after a change of profile or
 * grants, so they negotiate and rejoin their groups under the new rights (or are refused).
 */
export async function reconnectUserRealtime(app: FastifyInstance, idUsuario: number, reason: string): Promise<void> {
  if (!app.hasDecorator('realtime')) return;
  await app.realtime.disconnectUser(idUsuario, { reason, allowReconnect: true }).catch((error: unknown) => {
    app.log.warn({ err: error, idUsuario }, 'falha ao reconectar o usuário do tempo real');
  });
}
