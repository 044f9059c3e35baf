import type { FastifyPluginAsync } from 'fastify';
import audienciaRoutes from './audiencia.routes';
import funilRoutes from './funil.routes';
import leadsContatosRoutes from './leads-contatos.routes';
import leadsRoutes from './leads.routes';

/**
 * Marketing I (DESIGN §5b): leads, the funnel and contacts as the audience (consent, tags). One
 * entry for app.ts, the route plugins with their prefixes here. Birthdays are their own module.
 */
const marketingModule: FastifyPluginAsync = async (app) => {
  await app.register(leadsRoutes, { prefix: '/api/leads' });
  await app.register(leadsContatosRoutes, { prefix: '/api/leads' });
  await app.register(funilRoutes, { prefix: '/api/funil' });
  await app.register(audienciaRoutes, { prefix: '/api/contatos' });
};

export default marketingModule;
