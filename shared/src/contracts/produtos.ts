import * as v from '@colabora/shared/schema';
import { parseMoney } from '../format/money';
import { cleanLabel, cleanText } from './clean-text';
import { pageQueryEntries } from './page';

/*
 * Catalogue of products and services (Produto/Serviço screen, screen name 'produto-servico').
 * Money travels as integer cents (`precoCentavos`): exact sums, no float rounding on either side
 * (docs/decisions/0007-pedidos.md). Forms hold the masked text ('12,50') and their schema outputs
 * the API body, so the API re-validates exactly what the form produced.
 */

/** Largest price accepted: R$ 1.000.000,00. */
export const PRECO_MAXIMO_CENTAVOS = 100_000_000;

/** A catalogue entry as the API returns it. */
export const produtoServicoSchema = v.strictObject({
  idProdutoServico: v.pipe(v.number(), v.integer()),
  nome: v.string(),
  descricao: v.nullable(v.string()),
  categoria: v.nullable(v.string()),
  precoCentavos: v.pipe(v.number(), v.integer()),
  ativo: v.boolean(),
  /** Whether GET /api/produtos-servicos/{id}/foto has a picture. */
  temFoto: v.boolean(),
  /** ISO-8601 instant. */
  criadoEm: v.string(),
  atualizadoEm: v.string(),
});
export type ProdutoServico = v.InferOutput<typeof produtoServicoSchema>;

const nomeSchema = v.pipe(
  v.string('Informe o nome.'),
  v.transform(cleanLabel),
  v.nonEmpty('Informe o nome.'),
  v.maxLength(120, 'O nome deve ter no máximo 120 caracteres.'),
);

/** Optional text, cleaned (a label, or several lines): empty becomes null. */
function optionalText(max: number, label: string, clean: (text: string) => string) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} inválida.`)), null),
    v.transform((value: string | null) => (value == null ? null : clean(value).trim() || null)),
    v.nullable(v.pipe(v.string(), v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`))),
  );
}

const descricaoSchema = optionalText(1000, 'A descrição', cleanText);
const categoriaSchema = optionalText(60, 'A categoria', cleanLabel);

const precoCentavosSchema = v.pipe(
  v.number('Informe o preço.'),
  v.integer('Preço inválido: envie centavos inteiros.'),
  v.minValue(0, 'Preço inválido: não pode ser negativo.'),
  v.maxValue(PRECO_MAXIMO_CENTAVOS, 'Preço inválido: no máximo R$ 1.000.000,00.'),
);

/**
 * Body of POST /api/produtos-servicos and PUT /api/produtos-servicos/{id}.
 * @example v.parse(produtoInputSchema, { nome: 'X-Burguer', precoCentavos: 2590 })
 */
export const produtoInputSchema = v.strictObject({
  nome: nomeSchema,
  descricao: descricaoSchema,
  categoria: categoriaSchema,
  precoCentavos: precoCentavosSchema,
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
});
export type ProdutoInput = v.InferOutput<typeof produtoInputSchema>;

/**
 * The catalogue form: same field rules as the API, the masked price read as cents. Its output is
 * the API body.
 * @example v.parse(produtoFormSchema, { nome: 'Café', descricao: '', categoria: '', preco: '7,50', ativo: true })
 *   // → { nome: 'Café', descricao: null, categoria: null, precoCentavos: 750, ativo: true }
 */
export const produtoFormSchema = v.pipe(
  v.strictObject({
    nome: nomeSchema,
    descricao: descricaoSchema,
    categoria: categoriaSchema,
    preco: v.pipe(
      v.string('Informe o preço.'),
      v.trim(),
      v.nonEmpty('Informe o preço.'),
      v.transform((text: string) => parseMoney(text)),
      v.number('Preço inválido: use o formato 1.234,56.'),
      v.transform((reais: number) => Math.round(reais * 100)),
      precoCentavosSchema,
    ),
    ativo: v.boolean(),
  }),
  v.transform(({ preco, ...rest }): ProdutoInput => ({ ...rest, precoCentavos: preco })),
);
/** What the catalogue form holds: the price as typed, masked ('1.234,56'). */
export type ProdutoFormValues = v.InferInput<typeof produtoFormSchema>;

/** Largest page GET /api/produtos-servicos answers. */
export const PRODUTOS_PAGE_SIZE_MAX = 200;

/** Query of GET /api/produtos-servicos. */
export const listarProdutosQuerySchema = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  categoria: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  ativo: v.optional(v.picklist(['true', 'false'], 'Filtro "ativo" deve ser true ou false.')),
  ...pageQueryEntries({ pageSizeDefault: 50, pageSizeMax: PRODUTOS_PAGE_SIZE_MAX }),
});
export type ListarProdutosQuery = v.InferInput<typeof listarProdutosQuerySchema>;
