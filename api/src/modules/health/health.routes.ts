import type { FastifyPluginAsync } from 'fastify';

/** Probes for orchestrators: /healthz = the process answers, /readyz = it can reach the database. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.db.query('select 1');
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'banco de dados indisponível');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};

export default healthRoutes;
