import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { binaryResponse, defineRoute } from '../../http/define-route';
import { notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { findPhoto } from './usuario.repository';

export const USUARIO_MESSAGES = { photoNotFound: 'Foto não encontrada.' } as const;

/** `?upd=` of GET /api/Usuario/foto/me: the client's cache-buster (SPEC §7), ignored by the server. */
const fotoQuerySchema = v.strictObject({ upd: v.optional(v.pipe(v.string(), v.maxLength(64))) });

/** The signed-in user's own resources. Mounted at /api/usuario. */
const usuarioRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/foto/me',
      access: 'authenticated',
      input: { query: fotoQuerySchema },
      response: { 200: binaryResponse('image/png', 'image/jpeg', 'image/webp', 'image/gif') },
      summary: 'A foto do próprio usuário (404 quando não tem)',
      async handler(request, reply) {
        const photo = await findPhoto(app.db, principalOf(request).idUsuario);
        if (!photo) throw notFound(USUARIO_MESSAGES.photoNotFound);
        // Private, but cacheable by the browser: the client busts it with ?upd= after a change.
        return reply
          .header('Content-Type', photo.contentType)
          .header('Cache-Control', 'private, no-cache')
          .header('X-Content-Type-Options', 'nosniff')
          .send(Buffer.from(photo.foto.buffer, photo.foto.byteOffset, photo.foto.byteLength));
      },
    }),
  );
};

export default usuarioRoutes;
