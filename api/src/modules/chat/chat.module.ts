import type { FastifyPluginAsync } from 'fastify';
import canaisRoutes from '../canais/canais.routes';
import { ChannelRegistry } from '../canais/channel-registry';
import { qrcodeLinksRoutes, qrcodePublicoRoutes } from '../canais/qrcode-links.routes';
import chatAcoesRoutes from './chat-acoes.routes';
import chatAvisosRoutes from './chat-avisos.routes';
import chatDetailsRoutes from './chat-details.routes';
import type { InboundListener } from './chat-inbound';
import chatMidiaRoutes from './chat-midia.routes';
import chatRoutes from './chat.routes';
import respostasRapidasRoutes from './respostas-rapidas.routes';

/**
 * The chat slice (DESIGN §5a): WhatsApp channels and the conversations over them, sharing one
 * registry of channel adapters per app. One entry for app.ts.
 */
export type ChatModuleOptions = {
  registry?: ChannelRegistry;
  /** Answers inbound messages with the AI specialists (app.ts wires especialistas/answer-chat.ts). */
  answerer?: InboundListener;
  /** The ffmpeg that converts recorded voice notes (config.ffmpegPath). */
  ffmpegPath?: string;
};

const chatModule: FastifyPluginAsync<ChatModuleOptions> = async (app, options) => {
  // app.ts passes the app's one registry (the birthday greetings send through it too).
  const registry = options.registry ?? new ChannelRegistry();
  await app.register(canaisRoutes, {
    prefix: '/api/canais',
    registry,
    answerer: options.answerer,
    ffmpegPath: options.ffmpegPath ?? 'ffmpeg',
  });
  await app.register(qrcodeLinksRoutes, { prefix: '/api/canais', registry });
  await app.register(qrcodePublicoRoutes, { prefix: '/api/qrcode' });
  await app.register(chatRoutes, { prefix: '/api/chats', registry });
  await app.register(chatDetailsRoutes, { prefix: '/api/chats', registry });
  await app.register(chatAvisosRoutes, { prefix: '/api/chats' });
  await app.register(chatMidiaRoutes, { prefix: '/api/chats', registry, ffmpegPath: options.ffmpegPath ?? 'ffmpeg' });
  await app.register(chatAcoesRoutes, { prefix: '/api/chats', registry });
  await app.register(respostasRapidasRoutes, { prefix: '/api/respostas-rapidas' });
};

export default chatModule;
