import {
  apiResponseSchema,
  etapaInputSchema,
  etapaSchema,
  funilSchema,
  idEtapaParamsSchema,
  ordemEtapasInputSchema,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { Queryable } from '../../plugins/database/db';
import {
  countEtapasDoTipo,
  countLeadsNaEtapa,
  deleteEtapa,
  etapaNomeTaken,
  findEtapa,
  insertEtapa,
  listEtapas,
  reorderEtapas,
  updateEtapa,
} from './etapas.repository';
import { getFunil } from './funil.queries';
import { MARKETING_MESSAGES } from './marketing.messages';

const SCREEN = 'funil';

/** Refuses a change that would leave the funnel without a stage of `tipo` (open, won, lost). */
async function keepsOneOfType(db: Queryable, idInstituicao: number, tipo: 'aberta' | 'ganho' | 'perdido') {
  if ((await countEtapasDoTipo(db, idInstituicao, tipo)) <= 1)
    throw conflict(MARKETING_MESSAGES.ultimaEtapaDoTipo(tipo));
}

/** The funnel board and its stages (Funil de Vendas screen). Mounted at /api/funil. */
const funilRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: { screen: SCREEN, letter: 'R' },
      response: { 200: apiResponseSchema(funilSchema) },
      summary: 'O funil: etapas com quantidade, total, conversão e tempo médio, e os leads do quadro',
      async handler(request) {
        const data = await getFunil(app.db, principalOf(request).idInstituicao);
        return { success: true, message: `${data.leads.length} lead(s) no funil.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/etapas',
      access: { screen: SCREEN, letter: 'C' },
      input: { body: etapaInputSchema },
      response: { 201: apiResponseSchema(etapaSchema) },
      summary: 'Cria uma etapa no fim do funil',
      async handler(request, reply) {
        const { idInstituicao } = principalOf(request);
        const { body } = request.input;
        const etapa = await app.db.transaction(async (tx) => {
          await listEtapas(tx, idInstituicao); // the defaults first, so the new one goes after them
          if (await etapaNomeTaken(tx, idInstituicao, body.nome, null))
            throw conflict(MARKETING_MESSAGES.etapaNomeRepetido, 'nome');
          return insertEtapa(tx, idInstituicao, body);
        });
        reply.code(201);
        return { success: true, message: `Etapa "${etapa.nome}" criada.`, data: etapa };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/etapas/ordem',
      access: { screen: SCREEN, letter: 'U' },
      input: { body: ordemEtapasInputSchema },
      response: { 200: apiResponseSchema(v.array(etapaSchema)) },
      summary: 'Reordena as etapas (todas, na nova ordem)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const data = await app.db.transaction(async (tx) => {
          if (!(await reorderEtapas(tx, idInstituicao, request.input.body.idsEtapas)))
            throw badRequest(MARKETING_MESSAGES.ordemInvalida, 'idsEtapas');
          return listEtapas(tx, idInstituicao);
        });
        return { success: true, message: 'Ordem das etapas salva.', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/etapas/:idEtapa',
      access: { screen: SCREEN, letter: 'U' },
      input: { params: idEtapaParamsSchema, body: etapaInputSchema },
      response: { 200: apiResponseSchema(etapaSchema) },
      summary: 'Renomeia a etapa ou muda o tipo (aberta, ganho, perdido)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idEtapa } = request.input.params;
        const { body } = request.input;
        const etapa = await app.db.transaction(async (tx) => {
          const current = await findEtapa(tx, idInstituicao, idEtapa);
          if (!current) throw notFound(MARKETING_MESSAGES.etapaNotFound);
          if (await etapaNomeTaken(tx, idInstituicao, body.nome, idEtapa))
            throw conflict(MARKETING_MESSAGES.etapaNomeRepetido, 'nome');
          if (current.tipo !== body.tipo) {
            const leads = await countLeadsNaEtapa(tx, idInstituicao, idEtapa);
            if (leads) throw conflict(MARKETING_MESSAGES.tipoComLeads(leads), 'tipo');
            await keepsOneOfType(tx, idInstituicao, current.tipo);
          }
          return updateEtapa(tx, idInstituicao, idEtapa, body);
        });
        if (!etapa) throw notFound(MARKETING_MESSAGES.etapaNotFound);
        return { success: true, message: `Etapa "${etapa.nome}" salva.`, data: etapa };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/etapas/:idEtapa',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idEtapaParamsSchema },
      response: { 200: apiResponseSchema() },
      summary: 'Exclui uma etapa sem leads (409 dizendo quantos leads ela tem)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idEtapa } = request.input.params;
        const etapa = await app.db.transaction(async (tx) => {
          const current = await findEtapa(tx, idInstituicao, idEtapa);
          if (!current) throw notFound(MARKETING_MESSAGES.etapaNotFound);
          const leads = await countLeadsNaEtapa(tx, idInstituicao, idEtapa);
          if (leads) throw conflict(MARKETING_MESSAGES.etapaComLeads(leads));
          await keepsOneOfType(tx, idInstituicao, current.tipo);
          await deleteEtapa(tx, idInstituicao, idEtapa);
          return current;
        });
        return { success: true, message: `Etapa "${etapa.nome}" excluída.` };
      },
    }),
  );
};

export default funilRoutes;
