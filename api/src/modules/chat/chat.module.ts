import type { FastifyPluginAsync } from 'fastify';
import canaisRoutes from '../canais/canais.routes';
import { ChannelRegistry } from '../canais/channel-registry';
import chatRoutes from './chat.routes';

/**
 * The chat slice (DESIGN §5a): WhatsApp channels and the conversations over them, sharing one
 * registry of channel adapters per app. One entry for app.ts.
 */
const chatModule: FastifyPluginAsync = async (app) => {
  const registry = new ChannelRegistry();
  await app.register(canaisRoutes, { prefix: '/api/canais', registry });
  await app.register(chatRoutes, { prefix: '/api/chats', registry });
};

export default chatModule;
