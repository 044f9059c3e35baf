import { reconcileLater } from './intake/entrada-intake';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  apiResponseSchema,
  idCanalParamsSchema,
  qrcodeLinkSchema,
  qrcodePublicoSchema,
  qrcodeTokenParamsSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { ChannelSendError } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';
import { findCanal, type CanalRecord } from './canais.repository';
import { storeConexao, type ChannelDeps } from './canal-lifecycle';
import { CANAIS_MESSAGES } from './canais.routes';
import { createQrcodeLink, findValidQrcodeLink, revokeQrcodeLinks } from './qrcode-links.repository';

export const QRCODE_LINK_MESSAGES = {
  /** Unknown, expired and revoked tokens get this same answer: a stranger learns nothing. */
  invalid: 'Este link do QR Code expirou ou foi revogado. Peça um novo link a quem o enviou.',
} as const;

const SCREEN = 'whatsapp-qrcode';

/**
 * POST and DELETE /api/canais/{idCanal}/links-qrcode: a gestor shares the channel's live QR with
 * whoever holds the phone, and takes the links back. Mounted at /api/canais.
 */
export const qrcodeLinksRoutes: FastifyPluginAsync<{ registry: ChannelRegistry }> = async (app, { registry }) => {
  const deps = (request: FastifyRequest): ChannelDeps => ({
    db: app.db,
    registry,
    sink: { realtime: app.realtime, log: request.log },
    storageQuota: app.storageQuota,
  });
  async function ownCanal(request: FastifyRequest, idCanal: number): Promise<CanalRecord> {
    const canal = await findCanal(app.db, principalOf(request).idInstituicao, idCanal);
    if (!canal) throw notFound(CANAIS_MESSAGES.notFound);
    return canal;
  }

  /** As POST /conectar does: the page behind the link needs a QR to show, not a disconnected channel. */
  async function ensureQrWaiting(request: FastifyRequest, canal: CanalRecord): Promise<void> {
    if (canal.estado === 'conectado' || (canal.estado === 'aguardando_qr' && canal.qrCode)) return;
    const result = await registry
      .adapterFor(canal)
      .connect()
      .catch((error: unknown) => {
        throw error instanceof ChannelSendError ? conflict(error.message) : error;
      });
    // Stored and published as POST /conectar does; a reconnect's reconciliation goes to the intake.
    await storeConexao(deps(request), canal, result, (reconectado) => reconcileLater(app, reconectado));
  }

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCanal/links-qrcode',
      access: { screen: SCREEN, letter: 'U', gestor: true },
      input: { params: idCanalParamsSchema },
      response: { 201: apiResponseSchema(qrcodeLinkSchema) },
      summary: 'Cria um link público para o QR Code do canal (válido por alguns minutos) e inicia a conexão',
      async handler(request, reply) {
        const principal = principalOf(request);
        const canal = await ownCanal(request, request.input.params.idCanal);
        await ensureQrWaiting(request, canal);
        const { token, expiraEm } = await createQrcodeLink(app.db, {
          idInstituicao: canal.idInstituicao,
          idCanal: canal.idCanal,
          idCriador: principal.idUsuario,
        });
        reply.code(201);
        return {
          success: true,
          message: 'Link do QR Code criado.',
          data: { token, caminho: `/qrcode/${token}`, expiraEm },
        };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idCanal/links-qrcode',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idCanalParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Revoga todos os links do QR Code do canal ainda válidos',
      async handler(request) {
        const canal = await ownCanal(request, request.input.params.idCanal);
        const revoked = await revokeQrcodeLinks(app.db, canal.idInstituicao, canal.idCanal);
        const message =
          revoked === 0
            ? 'Nenhum link ativo para revogar.'
            : revoked === 1
              ? '1 link revogado.'
              : `${revoked} links revogados.`;
        return { success: true, message };
      },
    }),
  );
};

/** GET /api/qrcode/{token}: the public page behind a shared link. Mounted at /api/qrcode. */
export const qrcodePublicoRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/:token',
      // Public: whoever holds the phone has no account. No rate limit on purpose: the token is 32
      // random bytes (256 bits; the contract requires ≥ 128), so guessing one is hopeless however
      // many requests are made, and the page polls every few seconds while it is open.
      access: 'public',
      input: { params: qrcodeTokenParamsSchema },
      response: { 200: apiResponseSchema(qrcodePublicoSchema) },
      summary: 'O QR Code ao vivo de um link compartilhado (nome do canal, estado, QR e código de pareamento)',
      async handler(request) {
        const link = await findValidQrcodeLink(app.db, request.input.params.token);
        const canal = link ? await findCanal(app.db, link.idInstituicao, link.idCanal) : null;
        if (!link || !canal) throw notFound(QRCODE_LINK_MESSAGES.invalid);
        const waiting = canal.estado === 'aguardando_qr';
        return {
          success: true,
          message: 'QR Code do canal.',
          data: {
            nomeCanal: canal.nome,
            estado: canal.estado,
            qrCode: waiting ? canal.qrCode : null,
            pairingCode: waiting ? canal.pairingCode : null,
            expiraEm: link.expiraEm,
          },
        };
      },
    }),
  );
};
