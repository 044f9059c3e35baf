import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  apiResponseSchema,
  canalSchema,
  idCanalParamsSchema,
  midiaOfDataUrl,
  MIDIA_BODY_LIMIT_BYTES,
  simuladorEnviadaSchema,
  simuladorEntradaSchema,
  simuladorAcaoInputSchema,
  simuladorMensagemInputSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { assertFileContent } from '../../http/file-content';
import { conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { ChannelRegistry } from './channel-registry';
import type { InboundListener } from '../chat/chat-inbound';
import { applyInbound, reconcileCanal, recordConexao, type ChannelDeps } from './canal-lifecycle';
import { CANAIS_MESSAGES } from './canais.messages';
import { findCanal, toCanal } from './canais.repository';
import { contactActs, type SimuladorAdapter } from './simulador-adapter';
import type { EvolutionWebhook } from './evolution-webhook';
import type { CanalRecord } from './canais.repository';

const SCREEN = 'whatsapp-qrcode';

/**
 * The simulated phone of a `simulador` channel (DESIGN §5a): the contact writes, the phone reads
 * the QR, and what staff sent. Registered by canais.routes (under /api/canais).
 */
const simuladorRoutes: FastifyPluginAsync<{
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

  async function ownSimulador(request: FastifyRequest, idCanal: number) {
    const canal = await findCanal(app.db, principalOf(request).idInstituicao, idCanal);
    if (!canal) throw notFound(CANAIS_MESSAGES.notFound);
    if (canal.provider !== 'simulador') throw conflict(CANAIS_MESSAGES.notSimulador);
    const simulador: SimuladorAdapter = registry.simuladorFor({ ...canal, provider: 'simulador' });
    return { canal, simulador };
  }

  /**
   * The webhooks of what the contact did, applied as a gateway's (201), or, with the channel down,
   * waiting on the phone as WhatsApp keeps them for a logged-out device (202): the reconciliation
   * pass delivers them when the channel reconnects (ler-qr).
   */
  async function deliver(
    request: FastifyRequest,
    canal: CanalRecord,
    simulador: SimuladorAdapter,
    idGateway: string,
    payloads: EvolutionWebhook[],
  ) {
    if (canal.estado !== 'conectado') {
      simulador.queue(payloads);
      return {
        status: 202,
        body: { success: true, message: CANAIS_MESSAGES.queued, data: { idGateway, idChat: null } },
      } as const;
    }
    let idChat: number | null = null;
    for (const payload of payloads) {
      const { outcomes } = await applyInbound(deps(request), canal, simulador.parseWebhook(payload));
      for (const outcome of outcomes) if ('chat' in outcome) idChat = outcome.chat.idChat;
    }
    return {
      status: 201,
      body: { success: true, message: 'Mensagem do contato recebida.', data: { idGateway, idChat } },
    } as const;
  }

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCanal/simulador/mensagens',
      access: { screen: SCREEN, letter: 'C', gestor: true },
      input: { params: idCanalParamsSchema, body: simuladorMensagemInputSchema },
      response: { 201: apiResponseSchema(simuladorEntradaSchema), 202: apiResponseSchema(simuladorEntradaSchema) },
      bodyLimit: MIDIA_BODY_LIMIT_BYTES,
      // Only a message with a file is an upload; the simulated texts are what the tests and demos type.
      rateLimit: { class: 'upload', when: (input) => Boolean(input.body.midia) },
      summary:
        'Simulador: o contato escreve para o canal (entra como um webhook do gateway); com o canal desconectado, espera no celular até reconectar (202)',
      async handler(request, reply) {
        const { canal, simulador } = await ownSimulador(request, request.input.params.idCanal);
        const { telefone, nome, texto, midia } = request.input.body;
        if (midia) await assertFileContent(midia.arquivo, 'midia');
        const arquivo = midia ? midiaOfDataUrl(midia.arquivo) : null;
        const { idGateway, payloads } = simulador.contactWrites(
          telefone,
          nome,
          texto,
          midia && arquivo ? { mime: arquivo.mime, nome: midia.nome, base64: arquivo.base64 } : undefined,
        );
        const answer = await deliver(request, canal, simulador, idGateway, payloads);
        reply.code(answer.status);
        return answer.body;
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCanal/simulador/acoes',
      access: { screen: SCREEN, letter: 'C', gestor: true },
      input: { params: idCanalParamsSchema, body: simuladorAcaoInputSchema },
      response: { 201: apiResponseSchema(simuladorEntradaSchema), 202: apiResponseSchema(simuladorEntradaSchema) },
      summary:
        'Simulador: o contato responde citando, reage, edita ou apaga o que enviou, manda localização, contato, enquete, figurinha, mensagem temporária, de visualização única ou de um tipo não suportado (entra como o webhook do Evolution)',
      async handler(request, reply) {
        const { canal, simulador } = await ownSimulador(request, request.input.params.idCanal);
        const { telefone, nome, acao } = request.input.body;
        const { idGateway, payloads } = contactActs(canal.idCanal, telefone, nome, acao);
        const answer = await deliver(request, canal, simulador, idGateway, payloads);
        reply.code(answer.status);
        return answer.body;
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
      summary:
        'Simulador: o celular lê o QR Code mostrado e o canal conecta; o que o contato escreveu enquanto estava desconectado chega em seguida',
      async handler(request) {
        const { canal, simulador } = await ownSimulador(request, request.input.params.idCanal);
        if (!simulador.scanQr()) throw conflict(CANAIS_MESSAGES.noQr);
        const { canal: updated } = await recordConexao(deps(request), canal, { estado: 'conectado' });
        // In-process and quick: delivered before answering, so the screen sees them at once.
        const novas = await reconcileCanal(deps(request), updated);
        const message = novas
          ? `Canal conectado: ${novas === 1 ? 'chegou 1 mensagem enviada' : `chegaram ${novas} mensagens enviadas`} enquanto estava desconectado.`
          : 'Canal conectado.';
        return { success: true, message, data: toCanal(updated) };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idCanal/simulador/enviadas',
      access: { screen: SCREEN, letter: 'R' },
      input: { params: idCanalParamsSchema },
      response: { 200: apiResponseSchema(v.array(simuladorEnviadaSchema)) },
      summary: 'Simulador: as mensagens que a equipe enviou por este canal (o que o contato recebeu)',
      async handler(request) {
        const { simulador } = await ownSimulador(request, request.input.params.idCanal);
        const data = simulador.listEnviadas();
        return { success: true, message: `${data.length} mensagens enviadas.`, data };
      },
    }),
  );
};

export default simuladorRoutes;
