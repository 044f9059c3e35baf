import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  apiResponseSchema,
  idRespostaRapidaParamsSchema,
  respostaRapidaInputSchema,
  respostaRapidaSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { conflict, notFound } from '../../http/http-error';
import { isUniqueViolation } from '../../plugins/database/unique-violation';
import { principalOf } from '../../plugins/auth/auth-plugin';
import {
  deleteRespostaRapida,
  insertRespostaRapida,
  listRespostasRapidas,
  updateRespostaRapida,
} from './respostas-rapidas.repository';

export const RESPOSTAS_RAPIDAS_MESSAGES = {
  notFound: 'Resposta rápida não encontrada.',
  taken: 'Já existe uma resposta rápida com este atalho.',
} as const;

const SCREEN = 'chat';

/** The institution's quick replies (the Chat screen's `/` shortcut). Mounted at /api/respostas-rapidas. */
const respostasRapidasRoutes: FastifyPluginAsync = async (app) => {
  const taken = (error: unknown) => {
    throw isUniqueViolation(error) ? conflict(RESPOSTAS_RAPIDAS_MESSAGES.taken, 'atalho') : error;
  };

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: { screen: SCREEN, letter: 'R' },
      response: { 200: apiResponseSchema(v.array(respostaRapidaSchema)) },
      summary: 'As respostas rápidas da instituição, por atalho',
      async handler(request) {
        const data = await listRespostasRapidas(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.length} respostas rápidas.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/',
      access: { screen: SCREEN, letter: 'C' },
      input: { body: respostaRapidaInputSchema },
      response: { 201: apiResponseSchema(respostaRapidaSchema) },
      summary: 'Cria uma resposta rápida (atalho único na instituição)',
      async handler(request, reply) {
        const data = await insertRespostaRapida(app.db, principalOf(request).idInstituicao, request.input.body).catch(
          taken,
        );
        reply.code(201);
        return { success: true, message: `Resposta rápida /${data.atalho} criada.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idRespostaRapida',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idRespostaRapidaParamsSchema, body: respostaRapidaInputSchema },
      response: { 200: apiResponseSchema(respostaRapidaSchema) },
      summary: 'Altera o atalho ou o texto de uma resposta rápida',
      async handler(request) {
        const data = await updateRespostaRapida(
          app.db,
          principalOf(request).idInstituicao,
          request.input.params.idRespostaRapida,
          request.input.body,
        ).catch(taken);
        if (!data) throw notFound(RESPOSTAS_RAPIDAS_MESSAGES.notFound);
        return { success: true, message: `Resposta rápida /${data.atalho} salva.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idRespostaRapida',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idRespostaRapidaParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui uma resposta rápida',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        if (!(await deleteRespostaRapida(app.db, idInstituicao, request.input.params.idRespostaRapida))) {
          throw notFound(RESPOSTAS_RAPIDAS_MESSAGES.notFound);
        }
        return { success: true, message: 'Resposta rápida excluída.' };
      },
    }),
  );
};

export default respostasRapidasRoutes;
