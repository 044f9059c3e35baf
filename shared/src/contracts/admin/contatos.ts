import * as v from '@colabora/shared/schema';
import { brDateSchema, emailSchema, telefoneSchema } from '../../format/field-schemas';
import { tagSchema } from '../marketing';
import { blankOr, requiredTextSchema } from './common';

/**
 * The CSV the Enviar dados screen imports and exports: a header line, then one contact per line,
 * separated by ';' (what Excel in pt-BR writes) or ','. Dates are dd/mm/aaaa. `tags` holds the
 * contact's tags in one cell separated by ';' (quoted in the export) or ','; `consentimento_marketing`
 * is sim or não, `consentimento_origem` how it was given (informative: an import records it as
 * 'importacao') and `consentimento_em` the day (dd/mm/aaaa). All optional on import: a blank cell
 * keeps what the contact has; a consent dated before the contact's latest change is not applied
 * (an old export read back never revives a consent revoked since; docs/decisions/0029).
 */
export const CONTATOS_CSV_COLUNAS = [
  'nome',
  'telefone',
  'email',
  'data_nascimento',
  'tags',
  'consentimento_marketing',
  'consentimento_origem',
  'consentimento_em',
] as const;
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
const CONSENTE = ['sim', 's', 'true', '1'] as const;
const CONSENTIMENTO_VALORES = [...CONSENTE, 'não', 'nao', 'n', 'false', '0'] as const;

/** A CSV cell that may be blank (null: keep what the contact has). */
const blankCell = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value: string | null) => (value == null || value.trim() === '' ? null : value)),
);

export const contatoCsvLinhaSchema = v.object({
  nome: requiredTextSchema('Nome', 120, 'Informe o nome.'),
  telefone: telefoneSchema,
  email: blankOr(emailSchema),
  dataNascimento: blankOr(brDateSchema),
  /** 'cliente-vip;buffet' → ['cliente-vip', 'buffet']. */
  tags: v.pipe(
    blankCell,
    v.nullable(
      v.pipe(
        v.string(),
        v.transform((cell: string) => [
          ...new Set(
            cell
              .split(/[;,]/)
              .map((tag) => tag.trim().toLowerCase())
              .filter(Boolean),
          ),
        ]),
        v.array(tagSchema),
        v.maxLength(30, 'Etiquetas: no máximo 30 por contato.'),
      ),
    ),
  ),
  /** sim / não (LGPD marketing consent, recorded with origem 'importacao'). */
  consentimentoMarketing: v.pipe(
    blankCell,
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.check(
          (value: string) => (CONSENTIMENTO_VALORES as readonly string[]).includes(value),
          'Consentimento de marketing: use sim ou não.',
        ),
        v.transform((value: string) => (CONSENTE as readonly string[]).includes(value)),
      ),
    ),
  ),
  /** The day the consent was given or revoked, as the file says (dd/mm/aaaa → yyyy-mm-dd). */
  consentimentoEm: blankOr(brDateSchema),
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
  tags: v.optional(v.string()),
  consentimentoMarketing: v.optional(v.string()),
  consentimentoOrigem: v.optional(v.string()),
  consentimentoEm: v.optional(v.string()),
  /** What confirming does with the line: a new contact, or an update of the one with this phone. */
  acao: v.nullable(v.picklist(['inserir', 'atualizar'])),
  /** Empty when the line is valid. */
  erros: v.array(v.string()),
  /** What a valid line will not do although the file says so (a consent older than the contact's last change). */
  avisos: v.array(v.string()),
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
