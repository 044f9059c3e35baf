import type { FastifyPluginAsync } from 'fastify';
import type { ApiResponse, MenuItem } from '@colabora/shared/contracts';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { findMenuForPerfil } from './menu.repository';

/** The caller's side menu (SPEC §2, §7). Mounted at /api/menu. */
const menuRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me', { config: { access: 'authenticated' } }, async (request): Promise<ApiResponse<MenuItem[]>> => {
    const data = await findMenuForPerfil(app.db, principalOf(request).idPerfil);
    return { success: true, message: `${data.length} itens de menu.`, data };
  });
};

export default menuRoutes;
