import type { FastifyPluginAsync } from 'fastify';
import chatFilasRoutes from './chat-filas.routes';
import filasRoutes from './filas.routes';

/**
 * Queues (ADR 0034): the Filas screen's API at /api/filas, and the Chat screen's queues and
 * transfers at /api/chats. The greeting menu is a step of the inbound listener (app.ts,
 * saudacao.commands.ts). One entry for app.ts.
 */
const filasModule: FastifyPluginAsync = async (app) => {
  await app.register(filasRoutes, { prefix: '/api/filas' });
  await app.register(chatFilasRoutes, { prefix: '/api/chats' });
};

export default filasModule;
