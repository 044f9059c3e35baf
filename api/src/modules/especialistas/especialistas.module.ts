import type { FastifyPluginAsync } from 'fastify';
import chatEspecialistaRoutes from './chat-especialista.routes';
import contextoRoutes from './contexto.routes';
import especialistasRoutes from './especialistas.routes';
import { loadIaConfig, type IaConfig } from './ia-config';
import { IaClient, type IaClientOptions } from './ia/ia-client';
import playgroundRoutes from './playground.routes';

export type EspecialistasModuleOptions = {
  /** The operator's model; absent: read from the environment (AI_*), null: none configured. */
  ia?: IaConfig | null;
  /** Retry pacing of the model client (tests shorten it). */
  retry?: IaClientOptions;
};

/**
 * The AI specialists slice (issue #14, DESIGN §5a): the specialists, their knowledge, the
 * playground and usage under /api/especialistas, and giving a conversation to one under
 * /api/chats. One entry for app.ts. Answering conversations (answer-chat.ts) is called by the
 * channels' inbound paths.
 */
const especialistasModule: FastifyPluginAsync<EspecialistasModuleOptions> = async (app, options) => {
  const ia = options.ia === undefined ? loadIaConfig(process.env) : options.ia;
  // The operator reads what to set here; staff read only that the IA is not configured.
  if (!ia) app.log.warn('IA não configurada: defina AI_BASE_URL, AI_API_KEY e AI_MODELS (README, "Configuration").');
  const client = ia ? new IaClient(ia, options.retry) : null;
  await app.register(especialistasRoutes, { prefix: '/api/especialistas', ia });
  await app.register(contextoRoutes, { prefix: '/api/especialistas', ia });
  await app.register(playgroundRoutes, { prefix: '/api/especialistas', ia: client });
  await app.register(chatEspecialistaRoutes, { prefix: '/api/chats' });
};

export default especialistasModule;
