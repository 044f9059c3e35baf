import * as v from 'valibot';
import { parseMoney } from '../format/money';

/*
 * Catalogue of products and services (Produto/Serviço screen, screen name 'produto-servico').
 * Money travels as integer cents (`precoCentavos`): exact sums, no float rounding on either side
 * (docs/decisions/0007-pedidos.md). Forms hold the masked text ('12,50') and their schema outputs
 * the API body, so the API re-validates exactly what the form produced.
 */

/** Largest price accepted: R$ 1.000.000,00. */
export const PRECO_MAXIMO_CENTAVOS = 100_000_000;

/** A catalogue entry as the API returns it. */
export type ProdutoServico = {
  idProdutoServico: number;
  nome: string;
  descricao: string | null;
  categoria: string | null;
  precoCentavos: number;
  ativo: boolean;
  /** Whether GET /api/produtos-servicos/{id}/foto has a picture. */
  temFoto: boolean;
  criadoEm: string;
  atualizadoEm: string;
};

const nomeSchema = v.pipe(
  v.string('Informe o nome.'),
  v.trim(),
  v.nonEmpty('Informe o nome.'),
  v.maxLength(120, 'O nome deve ter no máximo 120 caracteres.'),
);

/** Optional text: trimmed, empty becomes null. */
function optionalText(max: number, label: string) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} inválida.`)), null),
    v.transform((value: string | null) => value?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`))),
  );
}

const descricaoSchema = optionalText(1000, 'A descrição');
const categoriaSchema = optionalText(60, 'A categoria');

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

/** Query of GET /api/produtos-servicos. */
export const listarProdutosQuerySchema = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  categoria: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  ativo: v.optional(v.picklist(['true', 'false'], 'Filtro "ativo" deve ser true ou false.')),
  page: v.optional(
    v.pipe(v.string(), v.toNumber('Página inválida.'), v.integer('Página inválida.'), v.minValue(1)),
    '1',
  ),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('Tamanho de página inválido.'),
      v.integer('Tamanho de página inválido.'),
      v.minValue(1, 'Tamanho de página inválido.'),
      v.maxValue(200, 'Tamanho de página: no máximo 200.'),
    ),
    '50',
  ),
});
export type ListarProdutosQuery = v.InferInput<typeof listarProdutosQuerySchema>;

/** A page of a list: `data` of every list endpoint. */
export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
};

/** Image types the catalogue accepts for a photo (PUT /api/produtos-servicos/{id}/foto). */
export const FOTO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Largest photo accepted, decoded (a 350×350 picture is far below it). */
export const FOTO_MAX_BYTES = 512 * 1024;

/** Body of PUT /api/produtos-servicos/{id}/foto: the picture as base64 (no data: prefix). */
export const produtoFotoInputSchema = v.strictObject({
  contentType: v.picklist(FOTO_CONTENT_TYPES, 'Tipo de imagem não suportado: use PNG, JPEG ou WebP.'),
  base64: v.pipe(
    v.string('Envie a imagem em base64.'),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Imagem inválida: base64 malformado.'),
    v.maxLength(Math.ceil(FOTO_MAX_BYTES / 3) * 4, 'A imagem deve ter no máximo 512 KB.'),
  ),
});
export type ProdutoFotoInput = v.InferOutput<typeof produtoFotoInputSchema>;
