import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  aniversarianteSchema,
  apiResponseSchema,
  felicitacaoConfigSchema,
  felicitacaoEnviadaSchema,
  felicitarInputSchema,
  idContatoParamsSchema,
  listarAniversariantesQuerySchema,
  listarFelicitacoesQuerySchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { ChannelRegistry } from '../canais/channel-registry';
import { felicitarContato } from './aniversariantes.commands';
import { localNow, periodRange } from './aniversariantes.dates';
import {
  findFelicitacaoConfig,
  listAniversariantes,
  listFelicitacoesEnviadas,
  saveFelicitacaoConfig,
} from './aniversariantes.queries';

export const ANIVERSARIANTES_MESSAGES = {
  mesObrigatorio: 'Escolha o mês (1 a 12) para ver os aniversariantes.',
  contatoNotFound: 'Contato não encontrado.',
  semCanal: 'Nenhum canal de WhatsApp conectado: conecte um em "Conectar WhatsApp" para enviar a felicitação.',
  jaFelicitado: 'Este contato já recebeu a felicitação de aniversário este ano.',
  falhaEnvio: (erro: string) => `Não foi possível enviar a felicitação: ${erro}`,
  naoEhHoje: (nome: string) => `Hoje não é o aniversário de ${nome}: a felicitação é enviada no dia do aniversário.`,
  semData: (nome: string) => `${nome} não tem data de nascimento cadastrada: não há aniversário para felicitar.`,
  semConsentimento: (nome: string) =>
    `${nome} não deu consentimento para mensagens de marketing (LGPD): confirme para enviar a felicitação mesmo assim.`,
} as const;

const SCREEN = 'aniversariantes';
const read = { screen: SCREEN, letter: 'R' } as const;

export type AniversariantesRoutesOptions = {
  registry: ChannelRegistry;
  /** The clock (tests fix it). */
  now: () => Date;
};

/** Birthdays (Aniversariantes screen). Mounted at /api/aniversariantes. */
const aniversariantesRoutes: FastifyPluginAsync<AniversariantesRoutesOptions> = async (app, { registry, now }) => {
  const sink = (request: FastifyRequest) => ({ realtime: app.realtime, log: request.log });

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: read,
      input: { query: listarAniversariantesQuerySchema },
      response: { 200: apiResponseSchema(v.array(aniversarianteSchema)) },
      summary:
        'Aniversariantes de hoje, da semana (domingo a sábado), do mês ou de um mês escolhido, contatos ou equipe, ' +
        'por dia, com a idade que completam (America/Sao_Paulo; nascidos em 29/02 fazem aniversário em 28/02 nos anos não bissextos)',
      async handler(request) {
        const { periodo, quem, mes } = request.input.query;
        if (periodo === 'mes-escolhido' && mes === undefined)
          throw badRequest(ANIVERSARIANTES_MESSAGES.mesObrigatorio, 'mes');
        const today = localNow(now());
        const data = await listAniversariantes(
          app.db,
          principalOf(request).idInstituicao,
          quem,
          periodRange(periodo, today, mes),
          today.year,
        );
        const message = data.length === 1 ? '1 aniversariante.' : `${data.length} aniversariantes.`;
        return { success: true, message, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/configuracao',
      access: read,
      response: { 200: apiResponseSchema(felicitacaoConfigSchema) },
      summary: 'A felicitação automática: ligada ou não, horário (America/Sao_Paulo) e mensagem',
      async handler(request) {
        const data = await findFelicitacaoConfig(app.db, principalOf(request).idInstituicao);
        return {
          success: true,
          message: data.ativo ? 'Felicitação automática ligada.' : 'Felicitação automática desligada.',
          data,
        };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/configuracao',
      access: { screen: SCREEN, letter: 'U' },
      input: { body: felicitacaoConfigSchema },
      response: { 200: apiResponseSchema(felicitacaoConfigSchema) },
      summary: 'Altera a felicitação automática (ligada, horário HH:MM, mensagem com {nome}, {primeiroNome}, {idade})',
      async handler(request) {
        const { idInstituicao, idUsuario } = principalOf(request);
        const data = await saveFelicitacaoConfig(app.db, idInstituicao, idUsuario, request.input.body);
        const message = data.ativo
          ? `Felicitação automática ligada: enviada às ${data.horario} aos contatos com consentimento.`
          : 'Felicitação automática desligada.';
        return { success: true, message, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/enviadas',
      access: read,
      input: { query: listarFelicitacoesQuerySchema },
      response: { 200: apiResponseSchema(v.array(felicitacaoEnviadaSchema)) },
      summary: 'As felicitações enviadas em um ano (o atual por padrão), das mais recentes às mais antigas',
      async handler(request) {
        const ano = request.input.query.ano ?? localNow(now()).year;
        const data = await listFelicitacoesEnviadas(app.db, principalOf(request).idInstituicao, ano);
        return { success: true, message: `${data.length} felicitações enviadas em ${ano}.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idContato/felicitar',
      access: { screen: SCREEN, letter: 'C' },
      input: { params: idContatoParamsSchema, body: felicitarInputSchema },
      response: { 201: apiResponseSchema(felicitacaoEnviadaSchema) },
      summary:
        'Envia agora, pelo WhatsApp conectado, a felicitação ao contato no dia do aniversário (uma por ano; sem ' +
        'consentimento de marketing, só com confirmarSemConsentimento); a mensagem aparece na conversa',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        // The pipeline publishes the greeting (the message shows in the chat at once).
        const outcome = await felicitarContato(
          { db: app.db, registry, sink: sink(request) },
          idInstituicao,
          request.input.params.idContato,
          {
            automatica: false,
            idUsuario,
            now: now(),
            semConsentimentoConfirmado: request.input.body.confirmarSemConsentimento,
          },
        );
        if (outcome.kind === 'not-found') throw notFound(ANIVERSARIANTES_MESSAGES.contatoNotFound);
        if (outcome.kind === 'not-birthday')
          throw badRequest(
            outcome.semData
              ? ANIVERSARIANTES_MESSAGES.semData(outcome.nome)
              : ANIVERSARIANTES_MESSAGES.naoEhHoje(outcome.nome),
          );
        if (outcome.kind === 'no-consent')
          throw badRequest(ANIVERSARIANTES_MESSAGES.semConsentimento(outcome.nome), 'confirmarSemConsentimento');
        if (outcome.kind === 'no-channel') throw conflict(ANIVERSARIANTES_MESSAGES.semCanal);
        if (outcome.kind === 'already-sent') throw conflict(ANIVERSARIANTES_MESSAGES.jaFelicitado);
        if (outcome.erro) throw new HttpError(502, ANIVERSARIANTES_MESSAGES.falhaEnvio(outcome.erro));
        reply.code(201);
        return { success: true, message: `Felicitação enviada para ${outcome.enviada.nome}.`, data: outcome.enviada };
      },
    }),
  );
};

export default aniversariantesRoutes;
