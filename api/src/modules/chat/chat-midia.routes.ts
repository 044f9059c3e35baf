import {
  apiResponseSchema,
  enviarMidiaInputSchema,
  idChatParamsSchema,
  idMensagemParamsSchema,
  MIDIA_BODY_LIMIT_BYTES,
  MIDIA_MESSAGES,
  MIDIA_TIPOS,
  mensagemSchema,
  midiaOfDataUrl,
  VOZ_MESSAGES,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { binaryResponse, defineRoute } from '../../http/define-route';
import { conflict, notFound } from '../../http/http-error';
import { assertFileContent } from '../../http/file-content';
import { sendArquivo } from '../../http/send-arquivo';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { bytesOf } from '../armazenamento/storage-quota';
import type { ChannelRegistry } from '../canais/channel-registry';
import { CANAIS_MESSAGES } from '../canais/canais.messages';
import { sendMidia } from './chat-midia.commands';
import { findMidiaArquivo } from './mensagem-midia.repository';
import { CHAT_MESSAGES } from './chat.routes';

const SCREEN = 'chat';
const [firstMime, ...otherMimes] = Object.keys(MIDIA_TIPOS) as [string, ...string[]];

/** Kinds a browser shows in the page; anything else is offered as a download. */
const INLINE = /^(image|audio|video)\//;

/**
 * Files in a conversation (Chat screen): sending one to the contact, and reading one back.
 * Mounted at /api/chats next to chat.routes.ts.
 */
const chatMidiaRoutes: FastifyPluginAsync<{ registry: ChannelRegistry; ffmpegPath: string }> = async (
  app,
  { registry, ffmpegPath },
) => {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idChat/midias',
      access: { screen: SCREEN, letter: 'C' },
      input: { params: idChatParamsSchema, body: enviarMidiaInputSchema },
      response: { 201: apiResponseSchema(mensagemSchema) },
      bodyLimit: MIDIA_BODY_LIMIT_BYTES,
      rateLimit: 'upload',
      summary:
        'Envia um arquivo (imagem, áudio, vídeo ou documento, como data URL) com legenda ao contato, ou uma mensagem de voz gravada (voz: true, convertida em Ogg/Opus); publica NewMessage e ConversaAtualizada',
      async handler(request, reply) {
        // The bytes must be what the data URL says (an HTML page is no picture for the contact).
        await assertFileContent(request.input.body.arquivo, 'arquivo');
        const { idInstituicao, idUsuario } = principalOf(request);
        // 413 past the institution's storage quota, before anything is stored.
        const arquivo = midiaOfDataUrl(request.input.body.arquivo);
        if (arquivo) await app.storageQuota.assertRoom(app.db, idInstituicao, bytesOf(arquivo.base64));
        const outcome = await sendMidia(
          {
            db: app.db,
            registry,
            sink: { realtime: app.realtime, log: request.log },
            ffmpegPath,
          },
          idInstituicao,
          request.input.params.idChat,
          idUsuario,
          request.input.body,
        );
        if (outcome.kind === 'not-found') throw notFound(CHAT_MESSAGES.notFound);
        if (outcome.kind === 'disconnected') throw conflict(CANAIS_MESSAGES.disconnected);
        reply.code(201);
        // A voice note that went as a file says so (no ffmpeg on the server, or it refused the recording).
        const enviado = outcome.aviso ?? (request.input.body.voz ? VOZ_MESSAGES.enviada : 'Arquivo enviado.');
        const message = outcome.erro ? `Não foi possível enviar: ${outcome.erro}` : enviado;
        return { success: true, message, data: outcome.mensagem };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idChat/mensagens/:idMensagem/midia',
      access: { screen: SCREEN, letter: 'R' },
      input: { params: idMensagemParamsSchema },
      // audio/amr: a contact's voice note from an older phone, kept as sent when it could not be converted (ADR 0036).
      response: { 200: binaryResponse(firstMime, ...otherMimes, 'audio/amr') },
      summary: 'O arquivo de uma mensagem (imagem, áudio e vídeo para ver na página; documentos para baixar)',
      async handler(request, reply) {
        const { idChat, idMensagem } = request.input.params;
        const arquivo = await findMidiaArquivo(app.db, principalOf(request).idInstituicao, idChat, idMensagem);
        if (!arquivo) throw notFound(MIDIA_MESSAGES.notFound);
        // A file never changes once sent; it is private to those who may read the chat.
        return sendArquivo(reply, arquivo, {
          inline: INLINE.test(arquivo.mime),
          cacheControl: 'private, max-age=31536000, immutable',
        });
      },
    }),
  );
};

export default chatMidiaRoutes;
