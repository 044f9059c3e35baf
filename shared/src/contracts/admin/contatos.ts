import * as v from 'valibot';
import { brDateSchema, emailSchema, telefoneSchema } from '../../format/field-schemas';
import { blankOr, requiredTextSchema } from './common';

/**
 * The CSV the Enviar dados screen imports and exports: a header line, then one contact per line,
 * separated by ';' (what Excel in pt-BR writes) or ','. Dates are dd/mm/aaaa.
 */
export const CONTATOS_CSV_COLUNAS = ['nome', 'telefone', 'email', 'data_nascimento'] as const;
export const CONTATOS_CSV_OBRIGATORIAS = ['nome', 'telefone'] as const;
/** Most data lines one import takes. */
export const CONTATOS_IMPORTACAO_MAX_LINHAS = 5000;

/**
 * One CSV line as typed by a person; outputs what the API stores.
 *
 * @example
 * v.parse(contatoCsvLinhaSchema, { nome: 'Rita', telefone: '(11) 98888-1234', email: '', dataNascimento: '01/02/1990' })
 * // → { nome: 'Rita', telefone: '11988881234', email: null, dataNascimento: '1990-02-01' }
 */
export const contatoCsvLinhaSchema = v.object({
  nome: requiredTextSchema('Nome', 120, 'Informe o nome.'),
  telefone: telefoneSchema,
  email: blankOr(emailSchema),
  dataNascimento: blankOr(brDateSchema),
});
export type ContatoCsvLinha = v.InferOutput<typeof contatoCsvLinhaSchema>;

/** POST /api/contatos/importar?confirmar=true|false (default false: only the preview). */
export const importarContatosQuerySchema = v.strictObject({
  confirmar: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'confirmar deve ser true ou false.'),
      v.transform((value) => value === 'true'),
    ),
    'false',
  ),
});

/** The CSV as JSON (the API also takes the text itself with Content-Type text/csv). */
export const importarContatosInputSchema = v.strictObject({
  csv: v.pipe(v.string('Envie o conteúdo do arquivo CSV.'), v.nonEmpty('O arquivo CSV está vazio.')),
});

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A data line of the file, as the preview shows it. */
export const importacaoLinhaSchema = v.strictObject({
  /** Line number in the file (the header is line 1). */
  linha: v.pipe(v.number(), v.integer()),
  nome: v.string(),
  telefone: v.string(),
  email: v.string(),
  dataNascimento: v.string(),
  /** What confirming does with the line: a new contact, or an update of the one with this phone. */
  acao: v.nullable(v.picklist(['inserir', 'atualizar'])),
  /** Empty when the line is valid. */
  erros: v.array(v.string()),
});
export type ImportacaoLinha = v.InferOutput<typeof importacaoLinhaSchema>;

/**
 * The answer of both steps. Nothing is half-imported: with any invalid line the confirmation
 * imports nothing (400 with this same body in `data`).
 */
export const importacaoResultadoSchema = v.strictObject({
  confirmado: v.boolean(),
  totalLinhas: countSchema,
  validas: countSchema,
  invalidas: countSchema,
  inseridos: countSchema,
  atualizados: countSchema,
  linhas: v.array(importacaoLinhaSchema),
});
export type ImportacaoResultado = v.InferOutput<typeof importacaoResultadoSchema>;
