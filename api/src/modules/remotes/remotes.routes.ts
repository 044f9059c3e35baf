import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';

export type RemotesRoutesOptions = { remotes: AppConfig['remotes'] };

/**
 * GET /remotes.json: where the host finds each remote's manifest (DESIGN §2). Ops repoint a
 * remote with REMOTE_<NAME>_URL and no host rebuild, hence never cached.
 */
const remotesRoutes: FastifyPluginAsync<RemotesRoutesOptions> = async (app, { remotes }) => {
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(remotes));
};

export default remotesRoutes;
