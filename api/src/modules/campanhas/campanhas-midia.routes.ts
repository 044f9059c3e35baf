import {
  apiResponseSchema,
  CAMPANHA_LEGENDA_MAX,
  CAMPANHA_MIDIA_MESSAGES,
  campanhaMidiaInputSchema,
  campanhaMidiaTipo,
  campanhaSchema,
  idCampanhaParamsSchema,
  MIDIA_BODY_LIMIT_BYTES,
  MIDIA_MESSAGES,
  MIDIA_TIPOS,
  midiaOfDataUrl,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { binaryResponse, defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { assertFileContent } from '../../http/file-content';
import { sendArquivo } from '../../http/send-arquivo';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { bytesOf } from '../armazenamento/storage-quota';
import { deleteMidia, findMidia, saveMidia } from './campanhas-midia.repository';
import { findCampanha } from './campanhas.repository';
import { CAMPANHAS_MESSAGES } from './campanhas.routes';

/*
 * A campaign's file (screen 'campanhas'): set apart from the campaign's JSON because it is bytes.
 * Like the campaign itself, it cannot change while the campaign is sending (pause first).
 * Mounted at /api/campanhas.
 */

const [firstMime, ...otherMimes] = Object.keys(MIDIA_TIPOS).filter((mime) => campanhaMidiaTipo(mime)) as [
  string,
  ...string[],
];
const INLINE = /^(image|video)\//;

const campanhasMidiaRoutes: FastifyPluginAsync = async (app) => {
  /** The campaign, if it may change its file now. */
  async function editavel(idInstituicao: number, idCampanha: number) {
    const campanha = await findCampanha(app.db, idInstituicao, idCampanha);
    if (!campanha) throw notFound(CAMPANHAS_MESSAGES.notFound);
    if (campanha.status === 'enviando') throw conflict(CAMPANHAS_MESSAGES.enviando);
    return campanha;
  }

  app.route(
    defineRoute({
      method: 'PUT',
      url: '/:idCampanha/midia',
      access: { screen: 'campanhas', letter: 'U' },
      input: { params: idCampanhaParamsSchema, body: campanhaMidiaInputSchema },
      response: { 200: apiResponseSchema(campanhaSchema) },
      bodyLimit: MIDIA_BODY_LIMIT_BYTES,
      rateLimit: 'upload',
      summary:
        'Põe (ou troca) o arquivo enviado com cada mensagem da campanha: imagem, vídeo ou documento, como data URL',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idCampanha } = request.input.params;
        const campanha = await editavel(idInstituicao, idCampanha);
        const arquivo = midiaOfDataUrl(request.input.body.arquivo);
        if (arquivo?.tipo === 'audio') throw badRequest(CAMPANHA_MIDIA_MESSAGES.audio, 'arquivo');
        await assertFileContent(request.input.body.arquivo, 'arquivo');
        if (campanha.variantes.some((variante) => variante.length > CAMPANHA_LEGENDA_MAX))
          throw badRequest(CAMPANHA_MIDIA_MESSAGES.legenda, 'variantes');
        // 413 past the institution's storage quota (the file being replaced no longer counts).
        if (arquivo)
          await app.storageQuota.assertRoom(app.db, idInstituicao, bytesOf(arquivo.base64), {
            exceptCampanha: idCampanha,
          });
        if (!(await saveMidia(app.db, idInstituicao, idCampanha, request.input.body)))
          throw badRequest(MIDIA_MESSAGES.invalid, 'arquivo');
        const data = await findCampanha(app.db, idInstituicao, idCampanha);
        if (!data) throw notFound(CAMPANHAS_MESSAGES.notFound);
        return { success: true, message: 'Arquivo da campanha salvo.', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/:idCampanha/midia',
      access: { screen: 'campanhas', letter: 'U' },
      input: { params: idCampanhaParamsSchema },
      response: { 200: apiResponseSchema(campanhaSchema) },
      summary: 'Tira o arquivo da campanha: as mensagens voltam a ser só texto',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idCampanha } = request.input.params;
        await editavel(idInstituicao, idCampanha);
        if (!(await deleteMidia(app.db, idInstituicao, idCampanha))) throw notFound(MIDIA_MESSAGES.notFound);
        const data = await findCampanha(app.db, idInstituicao, idCampanha);
        if (!data) throw notFound(CAMPANHAS_MESSAGES.notFound);
        return { success: true, message: 'Arquivo retirado da campanha.', data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idCampanha/midia',
      access: { screen: 'campanhas', letter: 'R', alsoScreens: ['envio-massa', 'json-campanha'] },
      input: { params: idCampanhaParamsSchema },
      response: { 200: binaryResponse(firstMime, ...otherMimes) },
      summary: 'O arquivo da campanha (imagens e vídeos para ver na página; documentos para baixar)',
      async handler(request, reply) {
        const arquivo = await findMidia(app.db, principalOf(request).idInstituicao, request.input.params.idCampanha);
        if (!arquivo) throw notFound(MIDIA_MESSAGES.notFound);
        // The file may be replaced: the browser asks again each time.
        return sendArquivo(reply, arquivo, { inline: INLINE.test(arquivo.mime), cacheControl: 'private, no-cache' });
      },
    }),
  );
};

export default campanhasMidiaRoutes;
