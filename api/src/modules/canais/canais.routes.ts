import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  apiResponseSchema,
  canalConexaoSchema,
  canalSchema,
  idCanalParamsSchema,
  simuladorEnviadaSchema,
  simuladorEntradaSchema,
  simuladorMensagemInputSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { conflict, notFound, unauthorized } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { ingestInbound } from '../chat/chat.commands';
import { publishInbound } from '../chat/chat.events';
import { ChannelSendError } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';
import { findCanal, findCanalByWebhookSecret, listCanais, setCanalEstado, toCanal } from './canais.repository';
import { evolutionWebhookSchema } from './evolution-webhook';

/** The header a gateway sends the channel's webhook secret in (Evolution v2: `webhook.headers`). */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

export const CANAIS_MESSAGES = {
  notFound: 'Canal não encontrado.',
  webhookUnauthorized: 'Webhook não autorizado: segredo do canal ausente ou inválido.',
  notSimulador: 'Este canal não é um simulador.',
  disconnected: 'O canal está desconectado: conecte-o lendo o QR Code.',
  noQr: 'Nenhum QR Code aguardando leitura: conecte o canal primeiro.',
} as const;

const SCREEN = 'whatsapp-qrcode';
const read = { screen: SCREEN, letter: 'R' } as const;
const update = { screen: SCREEN, letter: 'U' } as const;

/** WhatsApp channels (Conectar WhatsApp screen) and their webhooks. Mounted at /api/canais. */
const canaisRoutes: FastifyPluginAsync<{ registry: ChannelRegistry }> = async (app, { registry }) => {
  const sink = (request: FastifyRequest) => ({ realtime: app.realtime, log: request.log });

  async function ownCanal(request: FastifyRequest, idCanal: number) {
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
            throw error instanceof ChannelSendError ? conflict(error.message) : error;
          });
        await setCanalEstado(app.db, canal.idInstituicao, canal.idCanal, result.estado);
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
        await registry.adapterFor(canal).logout();
        const updated = await setCanalEstado(app.db, canal.idInstituicao, canal.idCanal, 'desconectado');
        if (!updated) throw notFound(CANAIS_MESSAGES.notFound);
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
      summary: `Webhook do gateway (Evolution v2), autenticado pelo segredo do canal no cabeçalho ${WEBHOOK_SECRET_HEADER}`,
      async handler(request) {
        const header = request.headers[WEBHOOK_SECRET_HEADER];
        const canal = await findCanalByWebhookSecret(
          app.db,
          request.input.params.idCanal,
          typeof header === 'string' ? header : undefined,
        );
        if (!canal) throw unauthorized(CANAIS_MESSAGES.webhookUnauthorized);
        const events = registry.adapterFor(canal).parseWebhook(request.input.body);
        const outcomes = await ingestInbound(app.db, canal, events);
        await publishInbound(sink(request), outcomes);
        return { success: true, message: `${events.length} eventos recebidos.` };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCanal/simulador/mensagens',
      access: { screen: SCREEN, letter: 'C', gestor: true },
      input: { params: idCanalParamsSchema, body: simuladorMensagemInputSchema },
      response: { 201: apiResponseSchema(simuladorEntradaSchema) },
      summary: 'Simulador: o contato escreve para o canal (entra como um webhook do gateway)',
      async handler(request, reply) {
        const canal = await ownCanal(request, request.input.params.idCanal);
        if (canal.provider !== 'simulador') throw conflict(CANAIS_MESSAGES.notSimulador);
        if (canal.estado !== 'conectado') throw conflict(CANAIS_MESSAGES.disconnected);
        const simulador = registry.simuladorFor({ ...canal, provider: 'simulador' });
        const { telefone, nome, texto } = request.input.body;
        const { idGateway, payloads } = simulador.contactWrites(telefone, nome, texto);
        let idChat: number | null = null;
        for (const payload of payloads) {
          const outcomes = await ingestInbound(app.db, canal, simulador.parseWebhook(payload));
          await publishInbound(sink(request), outcomes);
          for (const outcome of outcomes) if (outcome.kind === 'message') idChat = outcome.chat.idChat;
        }
        reply.code(201);
        return { success: true, message: 'Mensagem do contato recebida.', data: { idGateway, idChat } };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCanal/simulador/ler-qr',
      access: { screen: SCREEN, letter: 'U', gestor: true },
      input: { params: idCanalParamsSchema },
      response: { 200: apiResponseSchema(canalSchema) },
      summary: 'Simulador: o celular lê o QR Code mostrado e o canal conecta',
      async handler(request) {
        const canal = await ownCanal(request, request.input.params.idCanal);
        if (canal.provider !== 'simulador') throw conflict(CANAIS_MESSAGES.notSimulador);
        if (!registry.simuladorFor({ ...canal, provider: 'simulador' }).scanQr()) throw conflict(CANAIS_MESSAGES.noQr);
        const updated = await setCanalEstado(app.db, canal.idInstituicao, canal.idCanal, 'conectado');
        if (!updated) throw notFound(CANAIS_MESSAGES.notFound);
        return { success: true, message: 'Canal conectado.', data: toCanal(updated) };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idCanal/simulador/enviadas',
      access: read,
      input: { params: idCanalParamsSchema },
      response: { 200: apiResponseSchema(v.array(simuladorEnviadaSchema)) },
      summary: 'Simulador: as mensagens que a equipe enviou por este canal (o que o contato recebeu)',
      async handler(request) {
        const canal = await ownCanal(request, request.input.params.idCanal);
        if (canal.provider !== 'simulador') throw conflict(CANAIS_MESSAGES.notSimulador);
        const data = registry.simuladorFor({ ...canal, provider: 'simulador' }).listEnviadas();
        return { success: true, message: `${data.length} mensagens enviadas.`, data };
      },
    }),
  );
};

export default canaisRoutes;
