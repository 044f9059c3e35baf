import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  listarProdutosQuerySchema,
  produtoFotoInputSchema,
  produtoInputSchema,
  type ApiResponse,
  type Page,
  type ProdutoServico,
} from '@colabora/shared/contracts';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
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
  photoMismatch: 'Imagem inválida: o conteúdo não corresponde ao tipo informado.',
} as const;

/** Path parameter `:id`: a positive integer within PostgreSQL's `integer`. */
export const idParamsSchema = v.strictObject({
  id: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,9}$/, 'id inválido: informe um número inteiro positivo.'),
    v.transform(Number),
    v.maxValue(2_147_483_647, 'id inválido: informe um número inteiro positivo.'),
  ),
});

const SCREEN = 'produto-servico';

/** The first bytes each accepted image type starts with. */
function matchesContentType(bytes: Uint8Array, contentType: string): boolean {
  const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  if (contentType === 'image/png') return starts(0x89, 0x50, 0x4e, 0x47);
  if (contentType === 'image/jpeg') return starts(0xff, 0xd8, 0xff);
  // RIFF....WEBP
  return starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP';
}

/** The catalogue (Produto/Serviço screen). Mounted at /api/produtos-servicos. */
const produtosRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    { config: { access: { screen: SCREEN, letter: 'R' } } },
    async (request): Promise<ApiResponse<Page<ProdutoServico>>> => {
      const query = await parseInput(listarProdutosQuerySchema, request.query);
      const data = await listProdutos(app.db, principalOf(request).idInstituicao, {
        q: query.q || undefined,
        categoria: query.categoria || undefined,
        ativo: query.ativo === undefined ? undefined : query.ativo === 'true',
        page: Number(query.page),
        pageSize: Number(query.pageSize),
      });
      return { success: true, message: `${data.total} itens no catálogo.`, data };
    },
  );

  app.get(
    '/:id',
    { config: { access: { screen: SCREEN, letter: 'R' } } },
    async (request): Promise<ApiResponse<ProdutoServico>> => {
      const { id } = await parseInput(idParamsSchema, request.params);
      const data = await findProduto(app.db, principalOf(request).idInstituicao, id);
      if (!data) throw notFound(PRODUTOS_MESSAGES.notFound);
      return { success: true, message: 'Item do catálogo.', data };
    },
  );

  app.post(
    '/',
    { config: { access: { screen: SCREEN, letter: 'C' } } },
    async (request, reply): Promise<ApiResponse<ProdutoServico>> => {
      const input = await parseInput(produtoInputSchema, request.body);
      try {
        const data = await insertProduto(app.db, principalOf(request).idInstituicao, input);
        reply.code(201);
        return { success: true, message: `"${data.nome}" incluído no catálogo.`, data };
      } catch (error) {
        if (isDuplicateName(error)) throw conflict(PRODUTOS_MESSAGES.duplicateName);
        throw error;
      }
    },
  );

  app.put(
    '/:id',
    { config: { access: { screen: SCREEN, letter: 'U' } } },
    async (request): Promise<ApiResponse<ProdutoServico>> => {
      const { id } = await parseInput(idParamsSchema, request.params);
      const input = await parseInput(produtoInputSchema, request.body);
      try {
        const data = await updateProduto(app.db, principalOf(request).idInstituicao, id, input);
        if (!data) throw notFound(PRODUTOS_MESSAGES.notFound);
        return { success: true, message: `"${data.nome}" atualizado.`, data };
      } catch (error) {
        if (isDuplicateName(error)) throw conflict(PRODUTOS_MESSAGES.duplicateName);
        throw error;
      }
    },
  );

  app.delete(
    '/:id',
    { config: { access: { screen: SCREEN, letter: 'D' } } },
    async (request): Promise<ApiResponse<null>> => {
      const { id } = await parseInput(idParamsSchema, request.params);
      const outcome = await deleteProduto(app.db, principalOf(request).idInstituicao, id);
      if (outcome === 'not-found') throw notFound(PRODUTOS_MESSAGES.notFound);
      if (outcome === 'in-use') throw conflict(PRODUTOS_MESSAGES.inUse);
      return { success: true, message: 'Item excluído do catálogo.', data: null };
    },
  );

  app.get('/:id/foto', { config: { access: { screen: SCREEN, letter: 'R' } } }, async (request, reply) => {
    const { id } = await parseInput(idParamsSchema, request.params);
    const photo = await findFoto(app.db, principalOf(request).idInstituicao, id);
    if (!photo) throw notFound(PRODUTOS_MESSAGES.photoNotFound);
    return reply
      .header('Content-Type', photo.contentType)
      .header('Cache-Control', 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(photo.foto.buffer, photo.foto.byteOffset, photo.foto.byteLength));
  });

  app.put(
    '/:id/foto',
    { config: { access: { screen: SCREEN, letter: 'U' } } },
    async (request): Promise<ApiResponse<null>> => {
      const { id } = await parseInput(idParamsSchema, request.params);
      const { contentType, base64 } = await parseInput(produtoFotoInputSchema, request.body);
      const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
      if (!matchesContentType(bytes, contentType)) throw badRequest(PRODUTOS_MESSAGES.photoMismatch);
      const updated = await setFoto(app.db, principalOf(request).idInstituicao, id, { bytes, contentType });
      if (!updated) throw notFound(PRODUTOS_MESSAGES.notFound);
      return { success: true, message: 'Foto salva.', data: null };
    },
  );

  app.delete(
    '/:id/foto',
    { config: { access: { screen: SCREEN, letter: 'U' } } },
    async (request): Promise<ApiResponse<null>> => {
      const { id } = await parseInput(idParamsSchema, request.params);
      const updated = await setFoto(app.db, principalOf(request).idInstituicao, id, null);
      if (!updated) throw notFound(PRODUTOS_MESSAGES.notFound);
      return { success: true, message: 'Foto removida.', data: null };
    },
  );
};

export default produtosRoutes;
