import * as v from '@colabora/shared/schema';
import { cnpjSchema, emailSchema, telefoneSchema } from '../../format/field-schemas';
import { onlyDigits } from '../../format/only-digits';
import { blankOr, optionalTextSchema, requiredTextSchema } from './common';

/** The 27 federative units, for the address's UF. */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

const nullableText = v.nullable(v.string());

/** GET /api/instituicao: the caller's own institution. Phones, CNPJ and CEP are digits. */
export const instituicaoDadosSchema = v.strictObject({
  idInstituicao: v.pipe(v.number(), v.integer()),
  razaoSocial: v.string(),
  nomeFantasia: nullableText,
  cnpj: nullableText,
  codigo: v.string(),
  cep: nullableText,
  logradouro: nullableText,
  numero: nullableText,
  complemento: nullableText,
  bairro: nullableText,
  cidade: nullableText,
  uf: v.nullable(v.picklist(UFS)),
  telefone: nullableText,
  email: nullableText,
  dpoNome: nullableText,
  dpoEmail: nullableText,
  dpoTelefone: nullableText,
  temLogo: v.boolean(),
});
export type InstituicaoDados = v.InferOutput<typeof instituicaoDadosSchema>;

/** GET /api/Instituicao/privacidade: the data controller and its DPO, for the Privacidade page. */
export const instituicaoPrivacidadeSchema = v.pick(instituicaoDadosSchema, [
  'razaoSocial',
  'cnpj',
  'dpoNome',
  'dpoEmail',
  'dpoTelefone',
]);
export type InstituicaoPrivacidade = v.InferOutput<typeof instituicaoPrivacidadeSchema>;

const cepSchema = v.pipe(
  v.string('CEP inválido.'),
  v.regex(/^[\d\s.-]*$/, 'CEP inválido: use apenas números.'),
  v.transform((value: string) => onlyDigits(value)),
  v.regex(/^\d{8}$/, 'CEP inválido: informe os 8 dígitos.'),
);

const ufSchema = v.pipe(
  v.string('UF inválida.'),
  v.transform((value: string) => value.trim().toUpperCase()),
  v.picklist(UFS, 'UF inválida: escolha um estado.'),
);

/**
 * PUT /api/instituicao and the form that sends it. The CNPJ is checked with its check digits; the
 * code is upper-cased. The DPO (encarregado de dados, LGPD art. 41) appears on the privacy page.
 *
 * @example
 * v.parse(instituicaoInputSchema, { razaoSocial: 'Demo', cnpj: '11.222.333/0001-81', codigo: 'demo' }).codigo // → 'DEMO'
 */
export const instituicaoInputSchema = v.strictObject({
  razaoSocial: requiredTextSchema('Razão social', 200, 'Informe a razão social.'),
  nomeFantasia: optionalTextSchema('Nome fantasia', 200),
  cnpj: cnpjSchema,
  codigo: v.pipe(
    v.string('Informe o código.'),
    v.transform((value: string) => value.trim().toUpperCase()),
    v.nonEmpty('Informe o código.'),
    v.regex(/^[A-Z0-9_-]{2,30}$/, 'Código inválido: de 2 a 30 letras, números, hífen ou sublinhado.'),
  ),
  cep: blankOr(cepSchema),
  logradouro: optionalTextSchema('Logradouro', 200),
  numero: optionalTextSchema('Número', 20),
  complemento: optionalTextSchema('Complemento', 80),
  bairro: optionalTextSchema('Bairro', 80),
  cidade: optionalTextSchema('Cidade', 80),
  uf: blankOr(ufSchema),
  telefone: blankOr(telefoneSchema),
  email: blankOr(emailSchema),
  dpoNome: optionalTextSchema('Nome do encarregado', 120),
  dpoEmail: blankOr(emailSchema),
  dpoTelefone: blankOr(telefoneSchema),
});
export type InstituicaoForm = v.InferInput<typeof instituicaoInputSchema>;
export type InstituicaoInput = v.InferOutput<typeof instituicaoInputSchema>;
