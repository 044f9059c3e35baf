import type { FastifyPluginAsync } from 'fastify';
import {
  atualizarPerfilRequestSchema,
  fotoUploadRequestSchema,
  type ApiResponse,
  type MeuPerfil,
} from '@colabora/shared/contracts';
import { badRequest, conflict, notFound, unauthorized } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { InvalidImageError, normalizePhoto } from './normalize-photo';
import { deletePhoto, findMeuPerfil, phoneTakenByOther, updateMeuPerfil, updatePhoto } from './perfil.repository';

export const PERFIL_MESSAGES = {
  perfil: 'Seu perfil.',
  saved: 'Perfil atualizado com sucesso.',
  phoneInUse: 'Este telefone já está em uso por outro usuário.',
  invalidImage: 'Imagem inválida.',
  photoSaved: 'Foto atualizada com sucesso.',
  photoRemoved: 'Foto removida.',
  photoNotFound: 'Foto não encontrada.',
} as const;

function decodeBase64Image(text: string): Uint8Array {
  const base64 = text.replace(/^data:image\/[\w.+-]+;base64,/, '').replace(/\s/g, '');
  return Buffer.from(base64, 'base64');
}

/**
 * Meu Perfil: the caller's own name, contacts and birthday, and their picture. Mounted at
 * /api/usuario (beside GET /foto/me of the usuario module).
 */
const perfilRoutes: FastifyPluginAsync = async (app) => {
  // Raw uploads (`Content-Type: image/*`) as bytes; only in this plugin's scope.
  app.addContentTypeParser(/^image\/[\w.+-]+$/, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/perfil/me', { config: { access: 'authenticated' } }, async (request): Promise<ApiResponse<MeuPerfil>> => {
    const perfil = await findMeuPerfil(app.db, principalOf(request).idUsuario);
    if (!perfil) throw unauthorized();
    return { success: true, message: PERFIL_MESSAGES.perfil, data: perfil };
  });

  app.put('/perfil/me', { config: { access: 'authenticated' } }, async (request): Promise<ApiResponse<MeuPerfil>> => {
    const { idUsuario } = principalOf(request);
    const input = await parseInput(atualizarPerfilRequestSchema, request.body);
    if (await phoneTakenByOther(app.db, idUsuario, input.telefone)) throw conflict(PERFIL_MESSAGES.phoneInUse);
    try {
      await updateMeuPerfil(app.db, idUsuario, input);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict(PERFIL_MESSAGES.phoneInUse);
      throw error;
    }
    const perfil = await findMeuPerfil(app.db, idUsuario);
    if (!perfil) throw unauthorized();
    return { success: true, message: PERFIL_MESSAGES.saved, data: perfil };
  });

  app.post(
    '/foto/me',
    { config: { access: 'authenticated' } },
    async (request): Promise<ApiResponse<{ temFoto: boolean }>> => {
      const { idUsuario } = principalOf(request);
      const bytes = Buffer.isBuffer(request.body)
        ? request.body
        : decodeBase64Image((await parseInput(fotoUploadRequestSchema, request.body)).imagem);
      if (bytes.length === 0) throw badRequest(PERFIL_MESSAGES.invalidImage);
      let png: Buffer;
      try {
        png = await normalizePhoto(bytes);
      } catch (error) {
        if (error instanceof InvalidImageError) throw badRequest(PERFIL_MESSAGES.invalidImage);
        throw error;
      }
      await updatePhoto(app.db, idUsuario, png);
      return { success: true, message: PERFIL_MESSAGES.photoSaved, data: { temFoto: true } };
    },
  );

  app.delete(
    '/foto/me',
    { config: { access: 'authenticated' } },
    async (request): Promise<ApiResponse<{ temFoto: boolean }>> => {
      const { idUsuario } = principalOf(request);
      const perfil = await findMeuPerfil(app.db, idUsuario);
      if (!perfil?.temFoto) throw notFound(PERFIL_MESSAGES.photoNotFound);
      await deletePhoto(app.db, idUsuario);
      return { success: true, message: PERFIL_MESSAGES.photoRemoved, data: { temFoto: false } };
    },
  );
};

export default perfilRoutes;
