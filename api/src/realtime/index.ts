import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RealtimePublisher } from './publisher-types';
import { createRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './realtime-server';
import type { RealtimePluginOptions } from './types';

export type { RealtimePublisher } from './publisher-types';
export type { HubArg, HubEvents, HubEventName, HubEventArgs } from './hub-events';
export type {
  RealtimePluginOptions,
  RealtimePrincipal,
  RealtimeTiming,
  RealtimeLimits,
  PublishOptions,
  DisconnectOptions,
  HubName,
  GrantedScreens,
  ConnectionListener,
} from './types';
export { HubError } from './hubs/hub-error';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Pushes events to /pedidoshub and /chathub clients on every API process. */
    realtime: RealtimePublisher;
  }
}

const servers = new WeakMap<FastifyInstance, RealtimeServer>();

/** The internals behind app.realtime, for tests and the benchmark. */
export function getRealtimeServer(app: FastifyInstance): RealtimeServer {
  const server = servers.get(app);
  if (!server) throw new Error('realtimePlugin is not registered on this instance.');
  return server;
}

/**
 * SignalR hubs /pedidoshub and /chathub (docs/realtime.md): negotiate routes, WebSocket upgrades
 * on app.server, and `app.realtime` for the rest of the API.
 */
async function realtime(app: FastifyInstance, options: RealtimePluginOptions | RealtimeServerOptions): Promise<void> {
  const server = await createRealtimeServer(app, options);
  servers.set(app, server);
  app.decorate('realtime', server.publisher);
  // preClose: before the HTTP server stops, so clients get Close{allowReconnect} and app.close()
  // does not wait on open sockets.
  app.addHook('preClose', async () => {
    await server.close();
  });
}

export const realtimePlugin = fp(realtime, { name: 'colabora-realtime', fastify: '5.x' });
export default realtimePlugin;
