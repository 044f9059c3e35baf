import {
  apiResponseSchema,
  contatoPaginaSchema,
  contatosEtiquetaInputSchema,
  contatosEtiquetaResultadoSchema,
  contatosExportarQuerySchema,
  contatosListaQuerySchema,
  contatosPaginaSchema,
  idContatoParamsSchema,
  registrarConsentimentoInputSchema,
  revogarConsentimentoInputSchema,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { binaryResponse, defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/http-error';
import { principalOf } from '../../plugins/auth/auth-plugin';
import { addTagToContatos } from './contatos-audiencia.repository';
import { recordConsentimento, type ConsentimentoMudanca } from './contatos-consentimento.repository';
import { sendContatosCsv } from './contatos-csv';
import { decodeCursor, listContatos, listContatosParaExportar } from './contatos-lista.repository';
import { findContatoPagina } from './contatos-pagina.repository';
import contatosMesclagemRoutes from './contatos-mesclagem.routes';

export const CONTATOS_TELA_MESSAGES = {
  notFound: 'Contato não encontrado.',
  badCursor: 'Página inválida: volte ao início da lista.',
  listed: (total: number) => `${total} contato(s).`,
  registrado: 'Consentimento registrado.',
  revogado: 'Consentimento revogado: o contato não recebe mais campanhas.',
  etiquetados: (alterados: number, tag: string) =>
    alterados === 1 ? `Etiqueta #${tag} aplicada a 1 contato.` : `Etiqueta #${tag} aplicada a ${alterados} contatos.`,
} as const;

const screen = 'contatos';

/**
 * The Contacts screen (issue #28, docs/decisions/0029). Mounted at /api/contatos, beside the
 * spreadsheet routes and the audience routes the leads use.
 */
const contatosTelaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contatosMesclagemRoutes); // POST /:idContato/mesclar (ADR 0035)

  app.route(
    defineRoute({
      method: 'GET',
      url: '/',
      access: { screen, letter: 'R' },
      input: { query: contatosListaQuerySchema },
      response: { 200: apiResponseSchema(contatosPaginaSchema) },
      summary: 'Lista os contatos por nome, com busca sem acentos, filtros e páginas por cursor',
      async handler(request) {
        const { apos, limite, ...filtros } = request.input.query;
        const cursor = apos ? decodeCursor(apos) : null;
        if (apos && !cursor) throw badRequest(CONTATOS_TELA_MESSAGES.badCursor, 'apos');
        const data = await listContatos(app.db, principalOf(request).idInstituicao, filtros, {
          apos: cursor,
          limite,
        });
        return { success: true, message: CONTATOS_TELA_MESSAGES.listed(data.total), data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/exportar-lista',
      access: { screen, letter: 'R' },
      input: { query: contatosExportarQuerySchema },
      rateLimit: 'heavy',
      response: { 200: binaryResponse('text/csv') },
      summary: 'Exporta em CSV os contatos que a lista mostra com estes filtros (o formato que a importação lê)',
      async handler(request, reply) {
        const rows = await listContatosParaExportar(app.db, principalOf(request).idInstituicao, request.input.query);
        await app.audit.record(request, {
          acao: 'exportar',
          entidade: 'contatos',
          idEntidade: null,
          antes: null,
          depois: { linhas: rows.length, filtros: request.input.query },
        });
        return sendContatosCsv(reply, rows);
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/:idContato',
      access: { screen, letter: 'R' },
      input: { params: idContatoParamsSchema },
      response: { 200: apiResponseSchema(contatoPaginaSchema) },
      summary: 'O contato com o histórico de consentimento, conversas, pedidos, leads e campanhas recebidas',
      async handler(request) {
        const data = await findContatoPagina(
          app.db,
          principalOf(request).idInstituicao,
          request.input.params.idContato,
        );
        if (!data) throw notFound(CONTATOS_TELA_MESSAGES.notFound);
        return { success: true, message: data.contato.nome, data };
      },
    }),
  );

  /**
   * Records staff's change (origem 'manual', by the signed-in user) with its history row and audit
   * entry, and answers the page as it is now.
   */
  async function change(request: FastifyRequest, idContato: number, marketing: boolean, nota: string | null) {
    const { idInstituicao, idUsuario } = principalOf(request);
    const mudanca: ConsentimentoMudanca = { marketing, origem: 'manual', idUsuario, nota };
    const data = await app.db.transaction(async (tx) => {
      if (!(await recordConsentimento(tx, idInstituicao, idContato, mudanca))) return null;
      await app.audit.record(
        request,
        {
          acao: 'consentimento',
          entidade: 'contatos',
          idEntidade: idContato,
          antes: null,
          depois: { marketing: mudanca.marketing, origem: mudanca.origem, nota: mudanca.nota },
        },
        tx,
      );
      return true;
    });
    if (!data) throw notFound(CONTATOS_TELA_MESSAGES.notFound);
    const pagina = await findContatoPagina(app.db, idInstituicao, idContato);
    if (!pagina) throw notFound(CONTATOS_TELA_MESSAGES.notFound);
    return pagina;
  }

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idContato/consentimento/registrar',
      access: { screen, letter: 'U' },
      input: { params: idContatoParamsSchema, body: registrarConsentimentoInputSchema },
      response: { 200: apiResponseSchema(contatoPaginaSchema) },
      summary: 'Registra o consentimento de marketing dado à equipe (por telefone, pessoalmente), com uma nota',
      async handler(request) {
        const data = await change(request, request.input.params.idContato, true, request.input.body.nota);
        return { success: true, message: CONTATOS_TELA_MESSAGES.registrado, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/:idContato/consentimento/revogar',
      access: { screen, letter: 'U' },
      input: { params: idContatoParamsSchema, body: revogarConsentimentoInputSchema },
      response: { 200: apiResponseSchema(contatoPaginaSchema) },
      summary: 'Revoga o consentimento de marketing do contato (registrado pela equipe)',
      async handler(request) {
        const data = await change(request, request.input.params.idContato, false, request.input.body.nota);
        return { success: true, message: CONTATOS_TELA_MESSAGES.revogado, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'POST',
      url: '/etiquetas',
      access: { screen, letter: 'U' },
      input: { body: contatosEtiquetaInputSchema },
      response: { 200: apiResponseSchema(contatosEtiquetaResultadoSchema) },
      summary: 'Aplica uma etiqueta aos contatos selecionados na lista (outra instituição: ignorados)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const { idsContatos, tag } = request.input.body;
        const alterados = await app.db.transaction(async (tx) => {
          const ids = await addTagToContatos(tx, idInstituicao, idsContatos, tag);
          await app.audit.record(
            request,
            {
              acao: 'etiquetar',
              entidade: 'contatos',
              idEntidade: null,
              antes: null,
              depois: { tag, idsContatos: ids },
            },
            tx,
          );
          return ids.length;
        });
        return { success: true, message: CONTATOS_TELA_MESSAGES.etiquetados(alterados, tag), data: { alterados } };
      },
    }),
  );
};

export default contatosTelaRoutes;
