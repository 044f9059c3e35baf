import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { findPhoto } from './usuario.repository';

export const USUARIO_MESSAGES = { photoNotFound: 'Foto não encontrada.' } as const;

/** The signed-in user's own resources. Mounted at /api/usuario. */
const usuarioRoutes: FastifyPluginAsync = async (app) => {
  app.get('/foto/me', { config: { access: 'authenticated' } }, async (request, reply) => {
    const photo = await findPhoto(app.db, principalOf(request).idUsuario);
    if (!photo) throw notFound(USUARIO_MESSAGES.photoNotFound);
    // Private, but cacheable by the browser: the client busts it with ?upd= after a change.
    return reply
      .header('Content-Type', photo.contentType)
      .header('Cache-Control', 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(photo.foto.buffer, photo.foto.byteOffset, photo.foto.byteLength));
  });
};

export default usuarioRoutes;
