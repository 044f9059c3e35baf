import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  apiResponseSchema,
  CAMPANHA_STATUS_LABELS,
  campanhaSchema,
  destinatariosPageSchema,
  idCampanhaParamsSchema,
  listarDestinatariosQuerySchema,
  type Campanha,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { Db } from '../../plugins/database/db';
import { CAMPANHAS_MESSAGES } from './campanhas.routes';
import { findCampanha, listDestinatarios } from './campanhas.repository';
import {
  cancelarCampanha,
  iniciarCampanha,
  pausarCampanha,
  reenviarFalhas,
  retomarCampanha,
  type RunCommandOutcome,
} from './envio-massa.commands';
import { publishEnvioMassa } from './envio-massa.events';

export const ENVIO_MASSA_MESSAGES = {
  invalid: (acao: string, status: Campanha['status']) =>
    `Não é possível ${acao} uma campanha ${CAMPANHA_STATUS_LABELS[status].toLowerCase()}.`,
  semDestinatarios:
    'Nenhum contato da audiência pode receber esta campanha (sem consentimento de marketing ou número inválido). Revise a audiência.',
  iniciada: 'Envio iniciado.',
  agendada: 'Campanha agendada: o envio começa no horário marcado.',
  pausada: 'Envio pausado: nada mais sai até retomar.',
  retomada: 'Envio retomado.',
  concluida: 'Não há mais destinatários pendentes: campanha concluída.',
  cancelada: 'Campanha cancelada: os destinatários pendentes não receberão a mensagem.',
  reenviar: (n: number) =>
    n === 1 ? '1 envio com falha voltou para a fila.' : `${n} envios com falha voltaram para a fila.`,
} as const;

const SCREEN = 'envio-massa';

type Command = (db: Db, idInstituicao: number, id: number, now: Date) => Promise<RunCommandOutcome>;

export type EnvioMassaRoutesOptions = { now: () => Date };

/** Running a campaign (screen 'envio-massa'). Mounted at /api/envio-massa. */
const envioMassaRoutes: FastifyPluginAsync<EnvioMassaRoutesOptions> = async (app, { now }) => {
  async function run(request: FastifyRequest, idCampanha: number, command: Command, acao: string): Promise<Campanha> {
    const { idInstituicao } = principalOf(request);
    const outcome = await command(app.db, idInstituicao, idCampanha, now());
    if (outcome.kind === 'not-found') throw notFound(CAMPANHAS_MESSAGES.notFound);
    if (outcome.kind === 'invalid') throw conflict(ENVIO_MASSA_MESSAGES.invalid(acao, outcome.status));
    if (outcome.kind === 'sem-destinatarios') throw conflict(ENVIO_MASSA_MESSAGES.semDestinatarios);
    await publishEnvioMassa({ realtime: app.realtime, log: request.log }, idInstituicao, {
      idEspecialistaCampanha: idCampanha,
      status: outcome.status,
      telefone: '',
      ordem: 0,
      timestamp: now().toISOString(),
    });
    if (outcome.status === 'enviando') await app.envioMassa.agendar(idCampanha);
    const campanha = await findCampanha(app.db, idInstituicao, idCampanha);
    if (!campanha) throw notFound(CAMPANHAS_MESSAGES.notFound);
    return campanha;
  }

  const action = (url: string, command: Command, acao: string, summary: string, message: (c: Campanha) => string) =>
    app.route(
      defineRoute({
        method: 'POST',
        url: `/:idCampanha/${url}`,
        access: { screen: SCREEN, letter: 'U' },
        input: { params: idCampanhaParamsSchema },
        response: { 200: apiResponseSchema(campanhaSchema) },
        summary,
        async handler(request) {
          const data = await run(request, request.input.params.idCampanha, command, acao);
          return { success: true, message: message(data), data };
        },
      }),
    );

  action(
    'iniciar',
    iniciarCampanha,
    'iniciar',
    'Inicia o envio (ou agenda, se a campanha tem horário marcado): a audiência vira a lista de destinatários, sem quem não deu consentimento',
    (c) => (c.status === 'agendada' ? ENVIO_MASSA_MESSAGES.agendada : ENVIO_MASSA_MESSAGES.iniciada),
  );
  action(
    'pausar',
    pausarCampanha,
    'pausar',
    'Pausa o envio: nada mais sai até retomar, mesmo após reiniciar o servidor',
    () => ENVIO_MASSA_MESSAGES.pausada,
  );
  action('retomar', retomarCampanha, 'retomar', 'Retoma um envio pausado de onde parou', (c) =>
    c.status === 'concluida' ? ENVIO_MASSA_MESSAGES.concluida : ENVIO_MASSA_MESSAGES.retomada,
  );
  action(
    'cancelar',
    cancelarCampanha,
    'cancelar',
    'Cancela a campanha: os pendentes ficam como ignorados',
    () => ENVIO_MASSA_MESSAGES.cancelada,
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idCampanha/reenviar-falhas',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idCampanhaParamsSchema },
      response: { 200: apiResponseSchema(campanhaSchema) },
      summary: 'Devolve à fila os destinatários cujo envio falhou (o envio continua se a campanha já terminou)',
      async handler(request) {
        let reenviados = 0;
        const data = await run(
          request,
          request.input.params.idCampanha,
          async (...args) => {
            const outcome = await reenviarFalhas(...args);
            reenviados = outcome.reenviados ?? 0;
            return outcome;
          },
          'reenviar as falhas de',
        );
        return { success: true, message: ENVIO_MASSA_MESSAGES.reenviar(reenviados), data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idCampanha/destinatarios',
      access: { screen: SCREEN, letter: 'R' },
      input: { params: idCampanhaParamsSchema, query: listarDestinatariosQuerySchema },
      response: { 200: apiResponseSchema(destinatariosPageSchema) },
      summary:
        'Os destinatários do envio, em ordem, com status e horário; filtro por status; paginado por cursor (ordem)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idCampanha } = request.input.params;
        if (!(await findCampanha(app.db, idInstituicao, idCampanha))) throw notFound(CAMPANHAS_MESSAGES.notFound);
        const data = await listDestinatarios(app.db, idInstituicao, idCampanha, request.input.query);
        return { success: true, message: '', data };
      },
    }),
  );
};

export default envioMassaRoutes;
