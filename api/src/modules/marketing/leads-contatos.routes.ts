import type { FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  CONTATOS_BUSCA_LIMITE,
  contatosBuscaQuerySchema,
  contatosBuscaSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { searchContatos } from '../contatos/contatos.repository';

/**
 * GET /api/leads/contatos?q=: the lead form's contact picker. The same search as the order form's
 * (/api/contatos/busca), behind the Leads screen's C letter: a profile that creates leads but not
 * orders must still find the contact. Only name and phone are answered.
 */
const leadsContatosRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/contatos',
      access: { screen: 'leads', letter: 'C' },
      input: { query: contatosBuscaQuerySchema },
      response: { 200: apiResponseSchema(contatosBuscaSchema) },
      summary: 'Busca contatos por nome ou telefone para o formulário de lead',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const data = await searchContatos(app.db, idInstituicao, request.input.query.q, CONTATOS_BUSCA_LIMITE);
        return { success: true, message: `${data.length} contato(s) encontrado(s).`, data };
      },
    }),
  );
};

export default leadsContatosRoutes;
