import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import authRoutes from './modules/auth/auth.routes';
import healthRoutes from './modules/health/health.routes';
import menuRoutes from './modules/menu/menu.routes';
import remotesRoutes from './modules/remotes/remotes.routes';
import usuarioRoutes from './modules/usuario/usuario.routes';
import authPlugin from './plugins/auth/auth-plugin';
import routeAccess from './plugins/auth/route-access';
import { createDb } from './plugins/database/create-db';
import databasePlugin from './plugins/database/database-plugin';
import type { Db } from './plugins/database/db';
import errorsPlugin from './plugins/errors';
import httpPolicies from './plugins/http-policies';
import { loggerOptions } from './plugins/logger-options';
import { createNotFoundHandler } from './plugins/not-found';
import staticApps from './plugins/static-apps';
import realtimePlugin from './realtime/index';
import { seedDemo } from './seed/seed-demo';

/** Largest request body accepted (photos arrive resized to 350×350, far below this). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppDependencies = {
  /** An already open database (tests pass a throwaway one); otherwise opened from the config. */
  db?: Db;
};

/**
 * The whole API in one place: every plugin and module, in the order they depend on each other.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // The seed's clients call both /api/Auth/me and /api/auth/me (DESIGN §3).
    routerOptions: { caseSensitive: false },
    bodyLimit: BODY_LIMIT_BYTES,
  });

  // Cross-cutting: error shape, CORS, no-store on /api.
  await app.register(errorsPlugin);
  await app.register(httpPolicies, { allowedOrigins: config.allowedOrigins });

  // Data.
  const db = deps.db ?? (await createDb(config.database));
  await app.register(databasePlugin, { db });
  if (config.seedDemo) await seedDemo(app.db);

  // Identity: app.tokens, app.authenticate, app.requirePermission.
  await app.register(authPlugin, { jwt: config.jwt });
  // Every /api route declares `config.access`; this enforces it (and refuses undeclared routes).
  await app.register(routeAccess);

  // Real time: /pedidoshub and /chathub, app.realtime.
  await app.register(realtimePlugin, {
    authenticate: app.tokens.verify,
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl,
  });

  // REST modules.
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(menuRoutes, { prefix: '/api/menu' });
  await app.register(usuarioRoutes, { prefix: '/api/usuario' });
  await app.register(remotesRoutes, { remotes: config.remotes });

  // The composed front-end (pnpm start).
  if (config.serveApps) await app.register(staticApps, { appsRoot: config.appsRoot });
  app.setNotFoundHandler(
    createNotFoundHandler(async (request, reply) => (app.spaFallback ? app.spaFallback(request, reply) : false)),
  );

  return app;
}
