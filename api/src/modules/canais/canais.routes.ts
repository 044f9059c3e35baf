import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  apiResponseSchema,
  canalConexaoSchema,
  canalSchema,
  criarCanalInputSchema,
  idCanalParamsSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { conflict, notFound, unauthorized } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { publishChatDeleted } from '../chat/chat.events';
import { ChannelSendError, WEBHOOK_SECRET_HEADER } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';
import type { InboundListener } from '../chat/chat-inbound';
import { canalChanged, storeConexao, type ChannelDeps } from './canal-lifecycle';
import { publishCanalAtualizado, publishCanalExcluido } from './canais.events';
import {
  createCanal,
  deleteCanal,
  findCanal,
  findCanalByWebhookSecret,
  listCanais,
  setCanalEstado,
  setCanalInstancia,
  toCanal,
  type CanalRecord,
} from './canais.repository';
import { CANAIS_MESSAGES } from './canais.messages';
import { evolutionWebhookSchema } from './evolution-webhook';
import simuladorRoutes from './simulador.routes';
import { reconcileLater, startEntradaIntake } from './intake/entrada-intake';
import { storeWebhook } from './intake/entrada.repository';

export { WEBHOOK_SECRET_HEADER } from './channel-adapter';
export { CANAIS_MESSAGES } from './canais.messages';

const SCREEN = 'whatsapp-qrcode';
const read = { screen: SCREEN, letter: 'R' } as const;
const update = { screen: SCREEN, letter: 'U' } as const;

/** A gateway refusal as a 409 the screen shows (the message says what to do); anything else as is. */
const asConflict = (error: unknown, campo?: string) =>
  error instanceof ChannelSendError ? conflict(error.message, campo) : error;

/**
 * WhatsApp channels (Conectar WhatsApp screen): create, connect, disconnect, delete, the gateway's
 * webhook, and the simulator's routes. Mounted at /api/canais.
 */
const canaisRoutes: FastifyPluginAsync<{
  registry: ChannelRegistry;
  answerer?: InboundListener;
  /** Converts a contact's audio browsers cannot play (ADR 0036). */
  ffmpegPath?: string;
}> = async (app, { registry, answerer, ffmpegPath }) => {
  const deps = (request: FastifyRequest): ChannelDeps => ({
    db: app.db,
    registry,
    sink: { realtime: app.realtime, log: request.log },
    answerer,
    storageQuota: app.storageQuota,
    ffmpegPath,
  });

  // What the gateway posts is stored, answered, then applied by the intake worker (ADR 0036).
  const intake = startEntradaIntake(app, () => ({
    db: app.db,
    registry,
    sink: { realtime: app.realtime, log: app.log },
    answerer,
    storageQuota: app.storageQuota,
    ffmpegPath,
  }));
  // A channel that connecting found connected again: its reconciliation is a row of the intake,
  // applied after the answer, in order with the channel's webhooks.
  const onReconnected = (canal: CanalRecord) => reconcileLater(app, canal);

  async function ownCanal(request: FastifyRequest, idCanal: number): Promise<CanalRecord> {
    const canal = await findCanal(app.db, principalOf(request).idInstituicao, idCanal);
    if (!canal) throw notFound(CANAIS_MESSAGES.notFound);
    return canal;
  }

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: read,
      response: { 200: apiResponseSchema(v.array(canalSchema)) },
      summary: 'Os canais de WhatsApp da instituição, com o estado da conexão',
      async handler(request) {
        const canais = await listCanais(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${canais.length} canais.`, data: canais.map(toCanal) };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/',
      access: { screen: SCREEN, letter: 'C', gestor: true },
      input: { body: criarCanalInputSchema },
      response: { 201: apiResponseSchema(canalSchema) },
      summary:
        'Cria um canal (número de WhatsApp) da instituição; no Evolution API cria a instância com o webhook e o segredo do canal',
      async handler(request, reply) {
        const { idInstituicao } = principalOf(request);
        const { canal, webhookSecret } = await createCanal(app.db, idInstituicao, request.input.body);
        let stored = canal;
        let published = false;
        try {
          const provisioned = await registry
            .adapterFor(canal)
            .provision(registry.webhookTarget(canal.idCanal, webhookSecret));
          if (provisioned.instancia)
            stored = (await setCanalInstancia(app.db, idInstituicao, canal.idCanal, provisioned.instancia)) ?? stored;
          ({ canal: stored, published } = await storeConexao(
            deps(request),
            stored,
            provisioned.conexao,
            onReconnected,
          ));
        } catch (error) {
          // Nothing half-made is left: the gateway refused, so the channel does not exist either.
          registry.forget(canal.idCanal);
          await deleteCanal(app.db, idInstituicao, canal.idCanal);
          throw asConflict(error, 'provider');
        }
        if (!published) await publishCanalAtualizado(deps(request).sink, stored);
        reply.code(201);
        const message =
          stored.estado === 'aguardando_qr'
            ? 'Canal criado: leia o QR Code no WhatsApp.'
            : 'Canal criado: conecte-o lendo o QR Code.';
        return { success: true, message, data: toCanal(stored) };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idCanal',
      access: { screen: SCREEN, letter: 'D', gestor: true },
      input: { params: idCanalParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui o canal (e a instância no Evolution API); as conversas do canal e suas mensagens vão junto',
      async handler(request) {
        const canal = await ownCanal(request, request.input.params.idCanal);
        let aviso = '';
        try {
          await registry.adapterFor(canal).destroy();
        } catch (error) {
          if (!(error instanceof ChannelSendError)) throw error;
          // The gestor's decision stands; the orphan instance is theirs to remove on the gateway.
          request.log.warn({ err: error, idCanal: canal.idCanal }, 'instância do canal não excluída no gateway');
          aviso = ` Atenção: a instância ${canal.instanciaGateway ?? ''} não foi excluída no Evolution API (${error.message}) Exclua-a no painel do Evolution.`;
        }
        registry.forget(canal.idCanal);
        const gone = await deleteCanal(app.db, canal.idInstituicao, canal.idCanal);
        if (!gone) throw notFound(CANAIS_MESSAGES.notFound);
        for (const idChat of gone.idChats) await publishChatDeleted(deps(request).sink, canal.idInstituicao, idChat);
        await publishCanalExcluido(deps(request).sink, canal.idInstituicao, canal.idCanal);
        const conversas =
          gone.idChats.length === 0
            ? 'Canal excluído.'
            : `Canal excluído, com ${gone.idChats.length === 1 ? 'a conversa' : `as ${gone.idChats.length} conversas`} dele e suas mensagens.`;
        return { success: true, message: `${conversas}${aviso}` };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCanal/conectar',
      access: update,
      input: { params: idCanalParamsSchema },
      response: { 200: apiResponseSchema(canalConexaoSchema) },
      summary: 'Inicia a conexão do canal: o texto do QR Code a ler (ou o código de pareamento)',
      async handler(request) {
        const canal = await ownCanal(request, request.input.params.idCanal);
        const result = await registry
          .adapterFor(canal)
          .connect()
          .catch((error: unknown) => {
            throw asConflict(error);
          });
        await storeConexao(deps(request), canal, result, onReconnected);
        const message = result.estado === 'conectado' ? 'O canal já está conectado.' : 'Leia o QR Code no WhatsApp.';
        return { success: true, message, data: result };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCanal/desconectar',
      access: update,
      input: { params: idCanalParamsSchema },
      response: { 200: apiResponseSchema(canalSchema) },
      summary: 'Desconecta o número do canal (logout no WhatsApp)',
      async handler(request) {
        const canal = await ownCanal(request, request.input.params.idCanal);
        // Recorded first: the gateway's own "closed" webhook for this logout then finds the channel
        // already desconectado and leaves it so (not recusado).
        const updated = await setCanalEstado(app.db, canal.idInstituicao, canal.idCanal, 'desconectado');
        if (!updated) throw notFound(CANAIS_MESSAGES.notFound);
        try {
          await registry.adapterFor(canal).logout();
        } catch (error) {
          await setCanalEstado(app.db, canal.idInstituicao, canal.idCanal, canal.estado);
          throw asConflict(error);
        }
        if (canalChanged(canal, updated)) await publishCanalAtualizado(deps(request).sink, updated);
        return { success: true, message: 'Canal desconectado.', data: toCanal(updated) };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCanal/webhook',
      // Public: the gateway has no user token; it proves itself with the channel's secret instead.
      access: 'public',
      input: { params: idCanalParamsSchema, body: evolutionWebhookSchema },
      response: { 200: apiResponseSchema() },
      summary: `Webhook do gateway (Evolution v2), autenticado pelo segredo do canal no cabeçalho ${WEBHOOK_SECRET_HEADER}: gravado antes da resposta, aplicado em seguida, em ordem por canal`,
      async handler(request) {
        const header = request.headers[WEBHOOK_SECRET_HEADER];
        const canal = await findCanalByWebhookSecret(
          app.db,
          request.input.params.idCanal,
          typeof header === 'string' ? header : undefined,
        );
        if (!canal) throw unauthorized(CANAIS_MESSAGES.webhookUnauthorized);
        const events = registry.adapterFor(canal).parseWebhook(request.input.body);
        // Durable before the answer, applied after it (ADR 0036): the raw body is stored (what no
        // event of ours is in — a group's message, a kind of event not used — is not), the worker
        // applies it in order; a crash between the two loses nothing.
        if (events.length) {
          await storeWebhook(app.db, canal.idCanal, request.input.body);
          intake.kick(canal.idCanal);
        }
        return { success: true, message: `${events.length} eventos recebidos.` };
      },
    }),
  );

  await app.register(simuladorRoutes, { registry, answerer, ffmpegPath });
};

export default canaisRoutes;
