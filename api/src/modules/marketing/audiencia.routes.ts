import {
  apiResponseSchema,
  CONSENTIMENTO_ORIGEM_LABELS,
  consentimentoInputSchema,
  contatoAudienciaSchema,
  idContatoParamsSchema,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { findContatoAudiencia } from '../contatos/contatos-audiencia.repository';
import { recordConsentimento } from '../contatos/contatos-consentimento.repository';
import { MARKETING_MESSAGES } from './marketing.messages';

/**
 * A contact as marketing's audience: its tags, owner and LGPD consent (Leads screen). Mounted at
 * /api/contatos, beside the spreadsheet routes of the contatos module.
 */
const audienciaRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idContato/audiencia',
      access: { screen: 'leads', letter: 'R' },
      input: { params: idContatoParamsSchema },
      response: { 200: apiResponseSchema(contatoAudienciaSchema) },
      summary: 'O contato como público de marketing: etiquetas, responsável e consentimento (LGPD)',
      async handler(request) {
        const data = await findContatoAudiencia(
          app.db,
          principalOf(request).idInstituicao,
          request.input.params.idContato,
        );
        if (!data) throw notFound(MARKETING_MESSAGES.contatoNotFound);
        return { success: true, message: data.nome, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idContato/consentimento',
      access: { screen: 'leads', letter: 'U' },
      input: { params: idContatoParamsSchema, body: consentimentoInputSchema },
      response: { 200: apiResponseSchema(contatoAudienciaSchema) },
      summary: 'Registra o consentimento de marketing do contato (dado ou revogado, quando e como)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idContato } = request.input.params;
        const { body } = request.input;
        const data = await app.db.transaction(async (tx) => {
          const mudanca = { ...body, idUsuario: principalOf(request).idUsuario, nota: null };
          if (!(await recordConsentimento(tx, idInstituicao, idContato, mudanca))) return null;
          await app.audit.record(
            request,
            { acao: 'consentimento', entidade: 'contatos', idEntidade: idContato, antes: null, depois: body },
            tx,
          );
          return findContatoAudiencia(tx, idInstituicao, idContato);
        });
        if (!data) throw notFound(MARKETING_MESSAGES.contatoNotFound);
        const como = CONSENTIMENTO_ORIGEM_LABELS[body.origem].toLowerCase();
        const message = body.marketing ? `Consentimento registrado (${como}).` : `Consentimento revogado (${como}).`;
        return { success: true, message, data };
      },
    }),
  );
};

export default audienciaRoutes;
