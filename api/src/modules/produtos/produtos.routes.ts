import type { FastifyPluginAsync } from 'fastify';
import {
  apiResponseSchema,
  idParamsSchema,
  IMAGEM_TIPOS,
  imagemUploadSchema,
  listarProdutosQuerySchema,
  pageSchema,
  produtoInputSchema,
  produtoServicoSchema,
} from '@colabora/shared/contracts';
import * as v from 'valibot';
import { binaryResponse, defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { pageWindow } from '../../http/pagination';
import { InvalidImageError, normalizeImage, PHOTO_FIT, STORED_IMAGE_TYPE } from '../../images/normalize-image';
import { principalOf } from '../../plugins/auth/auth-plugin';
import {
  deleteProduto,
  findFoto,
  findProduto,
  insertProduto,
  isDuplicateName,
  listProdutos,
  setFoto,
  updateProduto,
} from './produtos.repository';

export const PRODUTOS_MESSAGES = {
  notFound: 'Produto ou serviço não encontrado.',
  duplicateName: 'Já existe um produto ou serviço com este nome.',
  inUse: 'Este item aparece em pedidos e não pode ser excluído: desative-o para tirá-lo do catálogo.',
  photoNotFound: 'Foto não encontrada.',
  photoInvalid: 'Imagem inválida.',
  photoMismatch: 'Imagem inválida: o conteúdo não corresponde ao tipo informado.',
} as const;

const SCREEN = 'produto-servico';
const read = { screen: SCREEN, letter: 'R' } as const;
const update = { screen: SCREEN, letter: 'U' } as const;

/** The catalogue (Produto/Serviço screen). Mounted at /api/produtos-servicos. */
const produtosRoutes: FastifyPluginAsync = async (app) => {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: read,
      input: { query: listarProdutosQuerySchema },
      response: { 200: apiResponseSchema(pageSchema(produtoServicoSchema)) },
      summary: 'Lista o catálogo (busca, categoria, ativos; paginado)',
      async handler(request) {
        const { q, categoria, ativo, page, pageSize } = request.input.query;
        const data = await listProdutos(
          app.db,
          principalOf(request).idInstituicao,
          {
            q: q || undefined,
            categoria: categoria || undefined,
            ativo: ativo === undefined ? undefined : ativo === 'true',
          },
          pageWindow({ page, pageSize }),
        );
        return { success: true, message: `${data.total} itens no catálogo.`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:id',
      access: read,
      input: { params: idParamsSchema },
      response: { 200: apiResponseSchema(produtoServicoSchema) },
      summary: 'Um item do catálogo',
      async handler(request) {
        const data = await findProduto(app.db, principalOf(request).idInstituicao, request.input.params.id);
        if (!data) throw notFound(PRODUTOS_MESSAGES.notFound);
        return { success: true, message: 'Item do catálogo.', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/',
      access: { screen: SCREEN, letter: 'C' },
      input: { body: produtoInputSchema },
      response: { 201: apiResponseSchema(produtoServicoSchema) },
      summary: 'Inclui um item no catálogo (preço em centavos)',
      async handler(request, reply) {
        try {
          const data = await insertProduto(app.db, principalOf(request).idInstituicao, request.input.body);
          reply.code(201);
          return { success: true, message: `"${data.nome}" incluído no catálogo.`, data };
        } catch (error) {
          if (isDuplicateName(error)) throw conflict(PRODUTOS_MESSAGES.duplicateName, 'nome');
          throw error;
        }
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:id',
      access: update,
      input: { params: idParamsSchema, body: produtoInputSchema },
      response: { 200: apiResponseSchema(produtoServicoSchema) },
      summary: 'Altera um item do catálogo (pedidos já feitos mantêm o preço da época)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        try {
          const data = await updateProduto(app.db, idInstituicao, request.input.params.id, request.input.body);
          if (!data) throw notFound(PRODUTOS_MESSAGES.notFound);
          return { success: true, message: `"${data.nome}" atualizado.`, data };
        } catch (error) {
          if (isDuplicateName(error)) throw conflict(PRODUTOS_MESSAGES.duplicateName, 'nome');
          throw error;
        }
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:id',
      access: { screen: SCREEN, letter: 'D' },
      input: { params: idParamsSchema },
      response: { 200: apiResponseSchema(v.null()) },
      summary: 'Exclui um item que nenhum pedido usa (409 quando em uso: desative-o)',
      async handler(request) {
        const outcome = await deleteProduto(app.db, principalOf(request).idInstituicao, request.input.params.id);
        if (outcome === 'not-found') throw notFound(PRODUTOS_MESSAGES.notFound);
        if (outcome === 'in-use') throw conflict(PRODUTOS_MESSAGES.inUse);
        return { success: true, message: 'Item excluído do catálogo.', data: null };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:id/foto',
      access: read,
      input: { params: idParamsSchema },
      // PNG since uploads are re-encoded; pictures stored before that keep their type.
      response: { 200: binaryResponse(...IMAGEM_TIPOS) },
      summary: 'A foto de um item do catálogo (404 quando não tem)',
      async handler(request, reply) {
        const photo = await findFoto(app.db, principalOf(request).idInstituicao, request.input.params.id);
        if (!photo) throw notFound(PRODUTOS_MESSAGES.photoNotFound);
        return reply
          .header('Content-Type', photo.contentType)
          .header('Cache-Control', 'private, no-cache')
          .header('X-Content-Type-Options', 'nosniff')
          .send(Buffer.from(photo.foto.buffer, photo.foto.byteOffset, photo.foto.byteLength));
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:id/foto',
      access: update,
      rateLimit: 'upload',
      input: { params: idParamsSchema, body: imagemUploadSchema },
      response: { 200: apiResponseSchema(v.null()) },
      summary: 'Envia a foto de um item (data URL): recortada e regravada pelo servidor em PNG 350×350',
      async handler(request) {
        let png: Buffer;
        try {
          png = await normalizeImage(request.input.body.imagem, PHOTO_FIT);
        } catch (error) {
          if (!(error instanceof InvalidImageError)) throw error;
          throw badRequest(
            error.reason === 'type-mismatch' ? PRODUTOS_MESSAGES.photoMismatch : PRODUTOS_MESSAGES.photoInvalid,
            'imagem',
          );
        }
        const updated = await setFoto(app.db, principalOf(request).idInstituicao, request.input.params.id, {
          bytes: png,
          contentType: STORED_IMAGE_TYPE,
        });
        if (!updated) throw notFound(PRODUTOS_MESSAGES.notFound);
        return { success: true, message: 'Foto salva.', data: null };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:id/foto',
      access: update,
      input: { params: idParamsSchema },
      response: { 200: apiResponseSchema(v.null()) },
      summary: 'Remove a foto de um item',
      async handler(request) {
        const updated = await setFoto(app.db, principalOf(request).idInstituicao, request.input.params.id, null);
        if (!updated) throw notFound(PRODUTOS_MESSAGES.notFound);
        return { success: true, message: 'Foto removida.', data: null };
      },
    }),
  );
};

export default produtosRoutes;
