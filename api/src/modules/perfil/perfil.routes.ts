import type { FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  atualizarPerfilRequestSchema,
  imagemUploadSchema,
  meuPerfilSchema,
  temFotoSchema,
} from '@colabora/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound, unauthorized } from '../../http/http-error';
import { InvalidImageError, normalizeImage, PHOTO_FIT } from '../../images/normalize-image';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { checkCurrentPassword } from '../auth/current-password';
import { findPasswordHash } from '../usuario/usuario.repository';
import { deletePhoto, findMeuPerfil, phoneTakenByOther, updateMeuPerfil, updatePhoto } from './perfil.repository';

export const PERFIL_MESSAGES = {
  perfil: 'Seu perfil.',
  saved: 'Perfil atualizado com sucesso.',
  phoneInUse: 'Este telefone já está em uso por outro usuário.',
  passwordForPhone: 'Para trocar o telefone de acesso, informe a sua senha atual.',
  invalidImage: 'Imagem inválida.',
  photoSaved: 'Foto atualizada com sucesso.',
  photoRemoved: 'Foto removida.',
  photoNotFound: 'Foto não encontrada.',
} as const;

/**
 * Meu Perfil: the caller's own name, contacts and birthday, and their picture. Mounted at
 * /api/usuario (beside GET /foto/me of the usuario module).
 */
const perfilRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/perfil/me',
      access: 'authenticated',
      response: { 200: apiResponseSchema(meuPerfilSchema) },
      summary: 'Os dados do próprio usuário',
      async handler(request) {
        const perfil = await findMeuPerfil(app.db, principalOf(request).idUsuario);
        if (!perfil) throw unauthorized();
        return { success: true, message: PERFIL_MESSAGES.perfil, data: perfil };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/perfil/me',
      access: 'authenticated',
      input: { body: atualizarPerfilRequestSchema },
      response: { 200: apiResponseSchema(meuPerfilSchema) },
      summary: 'Altera nome, e-mail, telefone e data de nascimento do próprio usuário',
      description:
        'Trocar o telefone (o de acesso) exige `senhaAtual`: sem ela, ou com uma senha errada, 400 com ' +
        "`campo: 'senhaAtual'`; tentativas erradas são limitadas como as de login (429).",
      async handler(request) {
        const { idUsuario } = principalOf(request);
        const { senhaAtual, ...input } = request.input.body;
        if (await phoneTakenByOther(app.db, idUsuario, input.telefone))
          throw conflict(PERFIL_MESSAGES.phoneInUse, 'telefone');
        const stored = await findPasswordHash(app.db, idUsuario);
        if (!stored) throw unauthorized();
        if (stored.telefone !== input.telefone) {
          // The phone is how one signs in: a stolen session must not be able to take the account.
          if (!senhaAtual) throw badRequest(PERFIL_MESSAGES.passwordForPhone, 'senhaAtual');
          await checkCurrentPassword(app, { idUsuario, senhaHash: stored.senhaHash }, senhaAtual, 'senhaAtual');
        }
        try {
          await updateMeuPerfil(app.db, idUsuario, input);
        } catch (error) {
          if ((error as { code?: string }).code === '23505') throw conflict(PERFIL_MESSAGES.phoneInUse, 'telefone');
          throw error;
        }
        const perfil = await findMeuPerfil(app.db, idUsuario);
        if (!perfil) throw unauthorized();
        return { success: true, message: PERFIL_MESSAGES.saved, data: perfil };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/foto/me',
      access: 'authenticated',
      input: { body: imagemUploadSchema },
      rateLimit: 'upload',
      response: { 200: apiResponseSchema(temFotoSchema) },
      summary: 'Envia a própria foto (data URL): recortada e regravada pelo servidor em PNG 350×350',
      async handler(request) {
        const { idUsuario } = principalOf(request);
        let png: Buffer;
        try {
          png = await normalizeImage(request.input.body.imagem, PHOTO_FIT);
        } catch (error) {
          if (error instanceof InvalidImageError) throw badRequest(PERFIL_MESSAGES.invalidImage, 'imagem');
          throw error;
        }
        await updatePhoto(app.db, idUsuario, png);
        return { success: true, message: PERFIL_MESSAGES.photoSaved, data: { temFoto: true } };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/foto/me',
      access: 'authenticated',
      response: { 200: apiResponseSchema(temFotoSchema) },
      summary: 'Remove a própria foto',
      async handler(request) {
        const { idUsuario } = principalOf(request);
        const perfil = await findMeuPerfil(app.db, idUsuario);
        if (!perfil?.temFoto) throw notFound(PERFIL_MESSAGES.photoNotFound);
        await deletePhoto(app.db, idUsuario);
        return { success: true, message: PERFIL_MESSAGES.photoRemoved, data: { temFoto: false } };
      },
    }),
  );
};

export default perfilRoutes;
