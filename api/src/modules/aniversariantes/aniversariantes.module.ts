import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ChannelRegistry } from '../canais/channel-registry';
import aniversariantesJobs from './aniversariantes.jobs';
import aniversariantesRoutes from './aniversariantes.routes';

export type AniversariantesModuleOptions = {
  /** The chat's channel adapters: a greeting leaves through the same WhatsApp as staff replies. */
  registry: ChannelRegistry;
  now: () => Date;
  jobs: { enabled: boolean; databaseUrl?: string; schema?: string };
};

/**
 * The birthdays slice: the screen's routes and the daily greeting job. One entry for app.ts.
 * `app.boss` is visible to the app (fastify-plugin), so a test can reach the queue.
 */
const aniversariantesModule: FastifyPluginAsync<AniversariantesModuleOptions> = async (app, options) => {
  await app.register(aniversariantesRoutes, {
    prefix: '/api/aniversariantes',
    registry: options.registry,
    now: options.now,
  });
  await app.register(fp(aniversariantesJobs), { ...options.jobs, registry: options.registry, now: options.now });
};

export default fp(aniversariantesModule, { name: 'aniversariantes', dependencies: ['database'] });
