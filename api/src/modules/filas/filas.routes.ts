import type { FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  filaPadraoInputSchema,
  filaSchema,
  filasPainelSchema,
  idCanalParamsSchema,
  idFilaParamsSchema,
  salvarFilaInputSchema,
  salvarFilaRoteamentoInputSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { isUniqueViolation } from '../../plugins/database/unique-violation';
import { distribuirFilas } from './atribuicao-automatica';
import { salvarRoteamento } from './fila-roteamento.repository';
import {
  createFila,
  deleteFila,
  listFilasPainel,
  setCanalFilaPadrao,
  updateFila,
  type FilaConflict,
} from './filas.repository';

export const FILAS_MESSAGES = {
  notFound: 'Fila não encontrada.',
  canalNotFound: 'Canal não encontrado.',
  nome: 'Já existe uma fila com este nome.',
  opcao: 'Outra fila já usa esta opção do menu de saudação.',
  membro: 'Membro não encontrado entre os usuários ativos da instituição.',
  especialista: 'Especialista não encontrado entre os ativos da instituição.',
} as const;

const SCREEN = 'filas';

const CAMPOS: Readonly<Record<FilaConflict, string>> = { nome: 'nome', opcao: 'opcaoSaudacao', membro: 'idsMembros' };

function refused(campo: FilaConflict): never {
  if (campo === 'membro') throw badRequest(FILAS_MESSAGES.membro, CAMPOS.membro);
  throw conflict(FILAS_MESSAGES[campo], CAMPOS[campo]);
}

/** Two saves of the same name at once: the index answers for the check that ran before. */
const taken = (error: unknown) => {
  throw isUniqueViolation(error) ? conflict(FILAS_MESSAGES.nome, 'nome') : error;
};

/** The institution's queues (Filas screen, ADR 0034). Mounted at /api/filas. */
const filasRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: { screen: SCREEN, letter: 'R' },
      response: { 200: apiResponseSchema(filasPainelSchema) },
      summary: 'As filas (membros, cor, opção do menu), os canais com a fila padrão e o texto da saudação',
      async handler(request) {
        const data = await listFilasPainel(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.filas.length} filas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/',
      access: { screen: SCREEN, letter: 'C' },
      input: { body: salvarFilaInputSchema },
      response: { 201: apiResponseSchema(filaSchema) },
      summary: 'Cria uma fila com os seus membros',
      async handler(request, reply) {
        const { idInstituicao } = principalOf(request);
        const outcome = await app.db
          .transaction((tx) => createFila(tx, idInstituicao, request.input.body))
          .catch(taken);
        if (outcome.kind === 'conflict') refused(outcome.campo);
        reply.code(201);
        return { success: true, message: `Fila ${outcome.fila.nome} criada.`, data: outcome.fila };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idFila',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idFilaParamsSchema, body: salvarFilaInputSchema },
      response: { 200: apiResponseSchema(filaSchema) },
      summary: 'Altera a fila (nome, cor, opção do menu) e troca os seus membros',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const outcome = await app.db
          .transaction((tx) => updateFila(tx, idInstituicao, request.input.params.idFila, request.input.body))
          .catch(taken);
        if (outcome.kind === 'not-found') throw notFound(FILAS_MESSAGES.notFound);
        if (outcome.kind === 'conflict') refused(outcome.campo);
        // A member added may take the waiting conversations (ADR 0037).
        await distribuirFilas({ db: app.db, sink: { realtime: app.realtime, log: request.log } }, idInstituicao, [
          outcome.fila.idFila,
        ]);
        return { success: true, message: `Fila ${outcome.fila.nome} salva.`, data: outcome.fila };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idFila/roteamento',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idFilaParamsSchema, body: salvarFilaRoteamentoInputSchema },
      response: { 200: apiResponseSchema(filaSchema) },
      summary:
        'Define a atribuição automática e a capacidade, o horário de atendimento com feriados, a mensagem de ausência e o especialista que atende primeiro',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idFila } = request.input.params;
        const outcome = await app.db.transaction((tx) =>
          salvarRoteamento(tx, idInstituicao, idFila, request.input.body),
        );
        if (outcome.kind === 'not-found') throw notFound(FILAS_MESSAGES.notFound);
        if (outcome.kind === 'especialista-not-found') throw badRequest(FILAS_MESSAGES.especialista, 'idEspecialista');
        // Turned on, or room added: the waiting conversations go to the members online now.
        await distribuirFilas({ db: app.db, sink: { realtime: app.realtime, log: request.log } }, idInstituicao, [
          idFila,
        ]);
        return { success: true, message: `Fila ${outcome.fila.nome} salva.`, data: outcome.fila };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idFila',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idFilaParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui a fila: as conversas dela ficam sem fila (toda a equipe as vê)',
      async handler(request) {
        const conversas = await deleteFila(app.db, principalOf(request).idInstituicao, request.input.params.idFila);
        if (conversas === null) throw notFound(FILAS_MESSAGES.notFound);
        return { success: true, message: 'Fila excluída.' };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/canais/:idCanal',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idCanalParamsSchema, body: filaPadraoInputSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Define a fila padrão do canal (ou nenhuma) e se ele envia o menu de saudação',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const outcome = await setCanalFilaPadrao(
          app.db,
          idInstituicao,
          request.input.params.idCanal,
          request.input.body,
        );
        if (outcome === 'canal-not-found') throw notFound(FILAS_MESSAGES.canalNotFound);
        if (outcome === 'fila-not-found') throw badRequest(FILAS_MESSAGES.notFound, 'idFilaPadrao');
        return { success: true, message: 'Canal salvo.' };
      },
    }),
  );
};

export default filasRoutes;
