import { isUniqueViolation } from '../../plugins/database/unique-violation';
import {
  apiResponseSchema,
  imagemUploadSchema,
  instituicaoDadosSchema,
  instituicaoInputSchema,
  instituicaoPrivacidadeSchema,
  type InstituicaoDados,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { binaryResponse, defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { InvalidImageError, LOGO_FIT, normalizeImage, STORED_IMAGE_TYPE } from '../../images/normalize-image';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { Queryable } from '../../plugins/database/db';
import {
  findConflict,
  findInstituicao,
  findLogo,
  findPrivacidade,
  saveLogo,
  updateInstituicao,
} from './instituicao.repository';

export const INSTITUICAO_MESSAGES = {
  found: 'Dados da instituição.',
  notFound: 'Instituição não encontrada.',
  updated: 'Dados da instituição salvos.',
  codigoTaken: 'Este código já é usado por outra instituição.',
  cnpjTaken: 'Este CNPJ já está cadastrado em outra instituição.',
  logoSaved: 'Logotipo atualizado.',
  logoRemoved: 'Logotipo removido.',
  logoNotFound: 'A instituição não tem logotipo.',
  logoInvalid: 'Imagem inválida: envie um arquivo PNG, JPEG, WebP ou GIF.',
} as const;

const screen = 'instituicao';
const read = { screen, letter: 'R' } as const;
const update = { screen, letter: 'U' } as const;

/** The audit keeps the fields, not the logo's bytes. */
const snapshot = ({ temLogo: _temLogo, idInstituicao: _id, ...fields }: InstituicaoDados) => fields;

/**
 * The caller's own institution: registration data, address, contact, DPO and logo
 * (remote-admin › Instituição), and the privacy page's controller data. Mounted at /api/instituicao.
 * There is no id in any path: the institution is always the one in the token.
 */
const instituicaoRoutes: FastifyPluginAsync = async (app) => {
  async function loadOr404(idInstituicao: number, db: Queryable = app.db) {
    const data = await findInstituicao(db, idInstituicao);
    if (!data) throw notFound(INSTITUICAO_MESSAGES.notFound);
    return data;
  }

  app.route(
    defineRoute({
      method: 'GET',
      url: '',
      access: read,
      response: { 200: apiResponseSchema(instituicaoDadosSchema) },
      summary: 'Dados cadastrais da instituição do usuário',
      async handler(request) {
        const data = await loadOr404(principalOf(request).idInstituicao);
        return { success: true, message: INSTITUICAO_MESSAGES.found, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '',
      access: update,
      input: { body: instituicaoInputSchema },
      response: { 200: apiResponseSchema(instituicaoDadosSchema) },
      summary: 'Altera os dados cadastrais, o endereço, o contato e o encarregado de dados (DPO)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const input = request.input.body;
        const data = await app.db
          .transaction(async (tx) => {
            const before = await loadOr404(idInstituicao, tx);
            const taken = await findConflict(tx, idInstituicao, input);
            if (taken)
              throw conflict(
                taken === 'codigo' ? INSTITUICAO_MESSAGES.codigoTaken : INSTITUICAO_MESSAGES.cnpjTaken,
                taken,
              );
            await updateInstituicao(tx, idInstituicao, input);
            const after = await loadOr404(idInstituicao, tx);
            await app.audit.record(
              request,
              {
                acao: 'alterar',
                entidade: 'instituicao',
                idEntidade: idInstituicao,
                antes: snapshot(before),
                depois: snapshot(after),
              },
              tx,
            );
            return after;
          })
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw conflict(INSTITUICAO_MESSAGES.codigoTaken);
            throw error;
          });
        return { success: true, message: INSTITUICAO_MESSAGES.updated, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/privacidade',
      access: 'authenticated',
      response: { 200: apiResponseSchema(instituicaoPrivacidadeSchema) },
      summary: 'Controlador dos dados e encarregado (DPO), para a página de privacidade',
      async handler(request) {
        const data = await findPrivacidade(app.db, principalOf(request).idInstituicao);
        if (!data) throw notFound(INSTITUICAO_MESSAGES.notFound);
        return { success: true, message: INSTITUICAO_MESSAGES.found, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/logo',
      access: 'authenticated',
      response: { 200: binaryResponse(STORED_IMAGE_TYPE) },
      summary: 'Logotipo da instituição (PNG)',
      async handler(request, reply) {
        const logo = await findLogo(app.db, principalOf(request).idInstituicao);
        if (!logo) throw notFound(INSTITUICAO_MESSAGES.logoNotFound);
        return reply
          .header('Content-Type', STORED_IMAGE_TYPE)
          .header('Cache-Control', 'private, no-cache')
          .header('X-Content-Type-Options', 'nosniff')
          .send(Buffer.from(logo.logo.buffer, logo.logo.byteOffset, logo.logo.byteLength));
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/logo',
      access: update,
      input: { body: imagemUploadSchema },
      rateLimit: 'upload',
      response: { 200: apiResponseSchema(instituicaoDadosSchema) },
      summary: 'Envia o logotipo (data URL): validado e regravado em PNG de até 512 px',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        let png: Buffer;
        try {
          png = await normalizeImage(request.input.body.imagem, LOGO_FIT);
        } catch (error) {
          if (error instanceof InvalidImageError) throw badRequest(INSTITUICAO_MESSAGES.logoInvalid, 'imagem');
          throw error;
        }
        const data = await app.db.transaction(async (tx) => {
          const before = await loadOr404(idInstituicao, tx);
          await saveLogo(tx, idInstituicao, png);
          await app.audit.record(
            request,
            {
              acao: 'alterar-logo',
              entidade: 'instituicao',
              idEntidade: idInstituicao,
              antes: { temLogo: before.temLogo },
              depois: { temLogo: true, bytes: png.byteLength },
            },
            tx,
          );
          return loadOr404(idInstituicao, tx);
        });
        return { success: true, message: INSTITUICAO_MESSAGES.logoSaved, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/logo',
      access: update,
      response: { 200: apiResponseSchema(instituicaoDadosSchema) },
      summary: 'Remove o logotipo',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const data = await app.db.transaction(async (tx) => {
          const before = await loadOr404(idInstituicao, tx);
          await saveLogo(tx, idInstituicao, null);
          await app.audit.record(
            request,
            {
              acao: 'remover-logo',
              entidade: 'instituicao',
              idEntidade: idInstituicao,
              antes: { temLogo: before.temLogo },
              depois: { temLogo: false },
            },
            tx,
          );
          return loadOr404(idInstituicao, tx);
        });
        return { success: true, message: INSTITUICAO_MESSAGES.logoRemoved, data };
      },
    }),
  );
};

export default instituicaoRoutes;
