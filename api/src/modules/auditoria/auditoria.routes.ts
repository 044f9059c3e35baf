import type { FastifyPluginAsync } from 'fastify';
import { auditoriaQuerySchema, type ApiResponse, type AuditoriaPagina } from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { findAuditoria } from './auditoria.repository';

export const AUDITORIA_PAGE_SIZE_DEFAULT = 50;

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
      summary: 'Registro de auditoria das alterações administrativas (gestor)',
      async handler(request): Promise<ApiResponse<AuditoriaPagina>> {
        const { idInstituicao } = principalOf(request);
        const { pagina = 1, tamanhoPagina = AUDITORIA_PAGE_SIZE_DEFAULT, ...filtros } = request.input.query;
        const { itens, total } = await findAuditoria(app.db, { idInstituicao, ...filtros, pagina, tamanhoPagina });
        return {
          success: true,
          message: `${total} registros de auditoria.`,
          data: { itens, total, pagina, tamanhoPagina },
        };
      },
    }),
  );
};

export default auditoriaRoutes;
