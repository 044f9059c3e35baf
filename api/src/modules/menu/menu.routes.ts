import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { apiResponseSchema, menuItemSchema } from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { findMenuForPerfil } from './menu.repository';

/** The caller's side menu (SPEC §2, §7). Mounted at /api/menu. */
const menuRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/me',
      access: 'authenticated',
      response: { 200: apiResponseSchema(v.array(menuItemSchema)) },
      summary: 'O menu lateral do usuário, com as letras CRUD de cada tela',
      async handler(request) {
        const data = await findMenuForPerfil(app.db, principalOf(request).idPerfil);
        return { success: true, message: `${data.length} itens de menu.`, data };
      },
    }),
  );
};

export default menuRoutes;
