import type { FastifyPluginAsync } from 'fastify';
import produtosRoutes from '../produtos/produtos.routes';
import pedidosRoutes from './pedidos.routes';

/**
 * The orders slice: the catalogue it sells from and the orders themselves. One entry for app.ts,
 * the two route plugins with their prefixes here.
 */
const pedidosModule: FastifyPluginAsync = async (app) => {
  await app.register(produtosRoutes, { prefix: '/api/produtos-servicos' });
  await app.register(pedidosRoutes, { prefix: '/api/pedidos' });
};

export default pedidosModule;
