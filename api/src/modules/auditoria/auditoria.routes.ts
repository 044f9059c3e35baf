import type { FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  auditoriaEntradaSchema,
  auditoriaQuerySchema,
  pageSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { pageOf, pageWindow } from '../../http/pagination';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { findAuditoria } from './auditoria.repository';

/**
 * The audit log of administrative changes, for the institution's gestor. Mounted at /api/auditoria.
 * Access: reading the users screen is not enough (an atendente may be granted it); the log shows
 * who changed what across the whole administration, so the gestor flag is required too.
 */
const auditoriaRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '',
      access: { screen: 'usuarios', letter: 'R', gestor: true },
      input: { query: auditoriaQuerySchema },
      response: { 200: apiResponseSchema(pageSchema(auditoriaEntradaSchema)) },
      summary: 'Registro de auditoria das alterações administrativas (gestor)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { page, pageSize, ...filtros } = request.input.query;
        const window = pageWindow({ page, pageSize });
        const { items, total } = await findAuditoria(app.db, { idInstituicao, ...filtros }, window);
        return {
          success: true,
          message: `${total} registros de auditoria.`,
          data: pageOf(items, total, window),
        };
      },
    }),
  );
};

export default auditoriaRoutes;
