import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  agendaRefusal,
  apiResponseSchema,
  CAMPANHA_LEGENDA_MAX,
  CAMPANHA_MIDIA_MESSAGES,
  campanhaInputSchema,
  campanhaLimitesSchema,
  campanhaOpcoesSchema,
  campanhaPreviaSchema,
  campanhaSchema,
  idCampanhaParamsSchema,
  type Campanha,
  type CampanhaInput,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { isUniqueViolation } from '../../plugins/database/unique-violation';
import type { Queryable } from '../../plugins/database/db';
import { isoDay, saoPauloParts } from '../../time/sao-paulo';
import { previaAudiencia } from './campanhas.audiencia';
import {
  deleteCampanha,
  findCampanha,
  insertCampanha,
  listCampanhas,
  opcoesCampanha,
  referencesOf,
  updateCampanha,
} from './campanhas.repository';

export const CAMPANHAS_MESSAGES = {
  notFound: 'Campanha não encontrada.',
  duplicateName: 'Já existe uma campanha com este nome.',
  canal: 'Canal não encontrado nesta instituição.',
  especialista: 'Especialista não encontrado nesta instituição.',
  intervaloMinimo: (segundos: number) =>
    `O intervalo entre envios precisa ser de pelo menos ${String(segundos).replace('.', ',')} s (regra do servidor, para o número não ser bloqueado).`,
  enviando: 'Pause a campanha antes de alterá-la ou excluí-la.',
  recorrenciaSemData: 'Uma campanha que se repete precisa da data e da hora do primeiro envio.',
  recorrenciaAte: 'A repetição termina antes do primeiro envio: escolha um fim depois dele, ou nenhum.',
} as const;

const SCREEN = 'campanhas';
/** The campaigns are read by the three marketing II screens: the JSON editor and the mass send pick one. */
const readAny = { screen: SCREEN, letter: 'R', alsoScreens: ['envio-massa', 'json-campanha'] } as const;
/** Editing is the Campanhas screen's, or the JSON editor's (the same campaign as JSON). */
const updateAny = { screen: SCREEN, letter: 'U', alsoScreens: ['json-campanha'] } as const;

export type CampanhasRoutesOptions = {
  /** The operator's minimum interval between two sends of a channel (ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS). */
  intervaloMinimoSegundos: number;
  /** The clock a schedule is checked against (tests fix it). */
  now: () => Date;
};

/** Campaigns (screens 'campanhas' and 'json-campanha'). Mounted at /api/campanhas. */
const campanhasRoutes: FastifyPluginAsync<CampanhasRoutesOptions> = async (app, { intervaloMinimoSegundos, now }) => {
  /**
   * What the database cannot say: the schedule by the server's clock, the operator's pace and the
   * references belong to the institution. `agendadaAntes` is the campaign's saved schedule: kept
   * as it is (a finished campaign's, a repetition the clock has not started yet), it is not refused
   * for being past.
   */
  async function check(
    db: Queryable,
    idInstituicao: number,
    input: CampanhaInput,
    agendadaAntes: string | null = null,
  ): Promise<void> {
    if (input.recorrencia && !input.agendadaPara)
      throw badRequest(CAMPANHAS_MESSAGES.recorrenciaSemData, 'agendadaPara');
    if (
      input.recorrencia?.ate &&
      input.agendadaPara &&
      input.recorrencia.ate < isoDay(saoPauloParts(new Date(input.agendadaPara)).day)
    )
      throw badRequest(CAMPANHAS_MESSAGES.recorrenciaAte, 'recorrencia.ate');
    const agenda = input.agendadaPara;
    const mantida = agenda !== null && agendadaAntes !== null && Date.parse(agenda) === Date.parse(agendadaAntes);
    const agendaRecusada = agenda !== null && !mantida ? agendaRefusal(agenda, now()) : null;
    if (agendaRecusada) throw badRequest(agendaRecusada, 'agendadaPara');
    if (input.ritmo.intervaloSegundos < intervaloMinimoSegundos)
      throw badRequest(CAMPANHAS_MESSAGES.intervaloMinimo(intervaloMinimoSegundos), 'ritmo.intervaloSegundos');
    const refs = await referencesOf(db, idInstituicao, input);
    if (!refs.canal) throw badRequest(CAMPANHAS_MESSAGES.canal, 'idCanal');
    if (!refs.especialista) throw badRequest(CAMPANHAS_MESSAGES.especialista, 'idEspecialista');
  }
  const found = async (idInstituicao: number, id: number): Promise<Campanha> => {
    const campanha = await findCampanha(app.db, idInstituicao, id);
    if (!campanha) throw notFound(CAMPANHAS_MESSAGES.notFound);
    return campanha;
  };
  const duplicate = (error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(CAMPANHAS_MESSAGES.duplicateName, 'nome');
    throw error;
  };

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: readAny,
      response: { 200: apiResponseSchema(v.array(campanhaSchema)) },
      summary: 'As campanhas da instituição, das mais novas às mais antigas, com a contagem dos destinatários',
      async handler(request) {
        const data = await listCampanhas(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} campanhas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/limites',
      access: readAny,
      response: { 200: apiResponseSchema(campanhaLimitesSchema) },
      summary: 'O intervalo mínimo entre envios que o servidor permite (ENVIO_MASSA_INTERVALO_MINIMO_SEGUNDOS)',
      async handler() {
        return { success: true, message: '', data: { intervaloMinimoSegundos } };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/opcoes',
      access: readAny,
      response: { 200: apiResponseSchema(campanhaOpcoesSchema) },
      summary: 'O que o formulário de campanha oferece: canais, especialistas, etapas do funil e as etiquetas em uso',
      async handler(request) {
        const data = await opcoesCampanha(app.db, principalOf(request).idInstituicao);
        return { success: true, message: '', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/previa',
      access: readAny,
      rateLimit: 'heavy',
      input: { body: campanhaInputSchema },
      response: { 200: apiResponseSchema(campanhaPreviaSchema) },
      summary:
        'Prévia de uma campanha: quantos receberão, quantos ficam de fora (sem consentimento, número inválido, ' +
        'repetidos) e cada variante preenchida para um contato de exemplo',
      async handler(request) {
        const { audiencia, variantes } = request.input.body;
        const data = await previaAudiencia(app.db, principalOf(request).idInstituicao, audiencia, variantes);
        return { success: true, message: `${data.receberao} contatos receberão.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idCampanha',
      access: readAny,
      input: { params: idCampanhaParamsSchema },
      response: { 200: apiResponseSchema(campanhaSchema) },
      summary: 'Uma campanha, com a contagem dos destinatários por status',
      async handler(request) {
        const data = await found(principalOf(request).idInstituicao, request.input.params.idCampanha);
        return { success: true, message: '', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/',
      access: { screen: SCREEN, letter: 'C', alsoScreens: ['json-campanha'] },
      input: { body: campanhaInputSchema },
      response: { 201: apiResponseSchema(campanhaSchema) },
      summary: 'Cria uma campanha (rascunho): nome, canal, especialista opcional, variantes, audiência, agenda e ritmo',
      async handler(request, reply) {
        const { idInstituicao, idUsuario } = principalOf(request);
        await check(app.db, idInstituicao, request.input.body);
        const id = await insertCampanha(app.db, idInstituicao, idUsuario, request.input.body).catch(duplicate);
        reply.code(201);
        return { success: true, message: 'Campanha criada.', data: await found(idInstituicao, id) };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idCampanha',
      access: updateAny,
      input: { params: idCampanhaParamsSchema, body: campanhaInputSchema },
      response: { 200: apiResponseSchema(campanhaSchema) },
      summary: 'Altera uma campanha que não está enviando (pause antes)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idCampanha } = request.input.params;
        const atual = await found(idInstituicao, idCampanha);
        if (atual.status === 'enviando') throw conflict(CAMPANHAS_MESSAGES.enviando);
        await check(app.db, idInstituicao, request.input.body, atual.agendadaPara);
        if (atual.midia && request.input.body.variantes.some((variante) => variante.length > CAMPANHA_LEGENDA_MAX))
          throw badRequest(CAMPANHA_MIDIA_MESSAGES.legenda, 'variantes');
        await updateCampanha(app.db, idInstituicao, idCampanha, request.input.body).catch(duplicate);
        return { success: true, message: 'Campanha salva.', data: await found(idInstituicao, idCampanha) };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idCampanha',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idCampanhaParamsSchema },
      response: { 200: apiResponseSchema(v.null()) },
      summary: 'Exclui uma campanha que não está enviando, com a lista dos seus destinatários',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const atual = await found(idInstituicao, request.input.params.idCampanha);
        if (atual.status === 'enviando') throw conflict(CAMPANHAS_MESSAGES.enviando);
        await deleteCampanha(app.db, idInstituicao, atual.idEspecialistaCampanha);
        return { success: true, message: `Campanha "${atual.nome}" excluída.`, data: null };
      },
    }),
  );
};

export default campanhasRoutes;
