import {
  apiErrorWithDataSchema,
  apiResponseSchema,
  CONTATOS_BUSCA_LIMITE,
  contatoCsvLinhaSchema,
  contatosBuscaQuerySchema,
  contatosBuscaSchema,
  importacaoResultadoSchema,
  importarContatosInputSchema,
  importarContatosQuerySchema,
  type ContatoCsvLinha,
  type ImportacaoLinha,
  type ImportacaoResultado,
} from '@colabora/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { binaryResponse, defineRoute } from '../../http/define-route';
import { principalOf } from '../../plugins/auth/auth-plugin';
import type { Queryable } from '../../plugins/database/db';
import { parseContatosCsv, sendContatosCsv } from './contatos-csv';
import { listContatosParaExportar } from './contatos-lista.repository';
import { consentimentoIgnorado, existingContatos, searchContatos, upsertContatos } from './contatos.repository';

export const CONTATOS_MESSAGES = {
  preview: (validas: number, invalidas: number) =>
    invalidas
      ? `${validas} linha(s) válida(s) e ${invalidas} com erro: corrija-as antes de importar.`
      : `${validas} linha(s) prontas para importar.`,
  rejected: (invalidas: number) =>
    `Nenhum contato foi importado: corrija ${invalidas === 1 ? 'a linha' : `as ${invalidas} linhas`} com erro e envie o arquivo de novo.`,
  imported: (inseridos: number, atualizados: number) =>
    `Importação concluída: ${inseridos} contato(s) novo(s) e ${atualizados} atualizado(s).`,
  duplicatePhone: (linha: number) => `Telefone repetido: já aparece na linha ${linha}.`,
  consentimentoAntigo: (marketing: boolean | null, dia: string) =>
    `Consentimento "${marketing ? 'sim' : 'não'}" desta linha não será aplicado: o do contato mudou em ${dia.split('-').reverse().join('/')}, e vale o registro mais recente.`,
  /** The consent history's note for what an import changed. */
  notaImportacao: 'Importação de planilha (Enviar dados).',
} as const;

const screen = 'enviar-dados';

function firstIssuePerField(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField.values()];
}

type Analysis = { resultado: ImportacaoResultado; validos: ContatoCsvLinha[] };

/** Validates every line (all its problems, not just the first) and says what confirming would do. */
async function analyse(db: Queryable, idInstituicao: number, csv: string): Promise<Analysis> {
  const linhas = parseContatosCsv(csv);
  const parsed = linhas.map(({ linha, valores }) => ({
    linha,
    valores,
    result: v.safeParse(contatoCsvLinhaSchema, {
      nome: valores.nome,
      telefone: valores.telefone,
      email: valores.email,
      dataNascimento: valores.data_nascimento,
      tags: valores.tags,
      consentimentoMarketing: valores.consentimento_marketing,
      consentimentoEm: valores.consentimento_em,
    }),
  }));
  const phones = parsed.flatMap((item) => (item.result.success ? [item.result.output.telefone] : []));
  const existing = await existingContatos(db, idInstituicao, phones);
  const firstLineOfPhone = new Map<string, number>();
  const validos: ContatoCsvLinha[] = [];
  const out: ImportacaoLinha[] = parsed.map(({ linha, valores, result }) => {
    // One message per column: the first problem of each is what the person has to fix.
    const erros = result.success ? [] : firstIssuePerField(result.issues);
    let acao: ImportacaoLinha['acao'] = null;
    const avisos: string[] = [];
    if (result.success) {
      const { telefone } = result.output;
      const first = firstLineOfPhone.get(telefone);
      if (first !== undefined) erros.push(CONTATOS_MESSAGES.duplicatePhone(first));
      else {
        firstLineOfPhone.set(telefone, linha);
        acao = existing.has(telefone) ? 'atualizar' : 'inserir';
        validos.push(result.output);
        const atual = existing.get(telefone);
        if (atual?.dia && consentimentoIgnorado(result.output, atual)) {
          avisos.push(CONTATOS_MESSAGES.consentimentoAntigo(result.output.consentimentoMarketing, atual.dia));
        }
      }
    }
    return {
      linha,
      nome: valores.nome,
      telefone: valores.telefone,
      email: valores.email,
      dataNascimento: valores.data_nascimento,
      tags: valores.tags,
      consentimentoMarketing: valores.consentimento_marketing,
      consentimentoOrigem: valores.consentimento_origem,
      consentimentoEm: valores.consentimento_em,
      acao: erros.length ? null : acao,
      erros,
      avisos,
    };
  });
  const invalidas = out.filter((linha) => linha.erros.length).length;
  return {
    validos,
    resultado: {
      confirmado: false,
      totalLinhas: out.length,
      validas: out.length - invalidas,
      invalidas,
      inseridos: 0,
      atualizados: 0,
      linhas: out,
    },
  };
}

/**
 * Contacts by spreadsheet (remote-admin › Enviar dados). Mounted at /api/contatos.
 * Import is all or nothing: the preview lists every line's problems; confirming with any invalid
 * line imports nothing, and a valid file is imported in one transaction (docs/decisions/0009).
 */
const contatosRoutes: FastifyPluginAsync = async (app) => {
  // The file itself may be posted as text/csv; it reaches validation as { csv } like the JSON form.
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => {
    done(null, { csv: body });
  });

  app.route(
    defineRoute({
      method: 'POST',
      url: '/importar',
      access: { screen, letter: 'C' },
      rateLimit: 'heavy',
      input: { query: importarContatosQuerySchema, body: importarContatosInputSchema },
      response: {
        200: apiResponseSchema(importacaoResultadoSchema),
        // Any invalid line on confirmation: nothing imported, the same report in `data`.
        400: apiErrorWithDataSchema(importacaoResultadoSchema),
      },
      summary:
        'Importa contatos de um CSV: prévia linha a linha (confirmar=false) ou importação integral (confirmar=true)',
      async handler(request, reply) {
        const { idInstituicao } = principalOf(request);
        const { confirmar } = request.input.query;
        const { csv } = request.input.body;
        if (!confirmar) {
          const { resultado } = await analyse(app.db, idInstituicao, csv);
          return {
            success: true,
            message: CONTATOS_MESSAGES.preview(resultado.validas, resultado.invalidas),
            data: resultado,
          };
        }
        const outcome = await app.db.transaction(async (tx) => {
          // Analysed again inside the transaction: the preview may be stale, the import must not be.
          const { resultado, validos } = await analyse(tx, idInstituicao, csv);
          if (resultado.invalidas) return { ok: false as const, resultado };
          const autoria = { idUsuario: principalOf(request).idUsuario, nota: CONTATOS_MESSAGES.notaImportacao };
          const { inseridos, atualizados } = await upsertContatos(tx, idInstituicao, validos, autoria);
          const done: ImportacaoResultado = { ...resultado, confirmado: true, inseridos, atualizados };
          await app.audit.record(
            request,
            {
              acao: 'importar',
              entidade: 'contatos',
              idEntidade: null,
              antes: null,
              depois: { linhas: done.totalLinhas, inseridos, atualizados },
            },
            tx,
          );
          return { ok: true as const, resultado: done };
        });
        if (!outcome.ok) {
          return reply.code(400).send({
            success: false,
            message: CONTATOS_MESSAGES.rejected(outcome.resultado.invalidas),
            data: outcome.resultado,
          });
        }
        return {
          success: true,
          message: CONTATOS_MESSAGES.imported(outcome.resultado.inseridos, outcome.resultado.atualizados),
          data: outcome.resultado,
        };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/busca',
      // Whoever may create orders may look up the customer among the contacts: the order form
      // offers them as suggestions. Only name and phone are answered, never e-mail or birthday.
      access: { screen: 'pedidos', letter: 'C' },
      input: { query: contatosBuscaQuerySchema },
      response: { 200: apiResponseSchema(contatosBuscaSchema) },
      summary: 'Busca contatos da instituição por nome ou telefone (sugestões do formulário de pedido)',
      async handler(request) {
        const { idInstituicao } = principalOf(request);
        const data = await searchContatos(app.db, idInstituicao, request.input.query.q, CONTATOS_BUSCA_LIMITE);
        return { success: true, message: `${data.length} contato(s) encontrado(s).`, data };
      },
    }),
  );

  app.route(
    defineRoute({
      method: 'GET',
      url: '/exportar',
      access: { screen, letter: 'R' },
      rateLimit: 'heavy',
      response: { 200: binaryResponse('text/csv') },
      summary: 'Exporta os contatos da instituição em CSV (o mesmo formato que a importação lê)',
      async handler(request, reply) {
        const { idInstituicao } = principalOf(request);
        const rows = await listContatosParaExportar(app.db, idInstituicao);
        await app.audit.record(request, {
          acao: 'exportar',
          entidade: 'contatos',
          idEntidade: null,
          antes: null,
          depois: { linhas: rows.length },
        });
        return sendContatosCsv(reply, rows);
      },
    }),
  );
};

export default contatosRoutes;
