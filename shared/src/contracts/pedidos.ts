import * as v from '@colabora/shared/schema';
import { saoPauloDay } from '../format/date-time';
import { onlyDigits } from '../format/only-digits';
import { matchesSearch } from '../format/search-text';
import { cleanLabel, cleanText } from './clean-text';
import { pageQueryEntries, pageSchema, type Page } from './page';
import { produtoServicoSchema } from './produtos';
import { idRef } from './route-params';

/*
 * Orders (Pedidos screen, screen name 'pedidos'): what the API returns, what it accepts, the
 * status machine and the board's filters. Money is integer cents, as in the catalogue.
 */

export const PEDIDO_STATUS = ['novo', 'em_preparo', 'pronto', 'entregue', 'cancelado'] as const;
export type PedidoStatus = (typeof PEDIDO_STATUS)[number];

export const PEDIDO_STATUS_LABELS: Readonly<Record<PedidoStatus, string>> = {
  novo: 'Novo',
  em_preparo: 'Em preparo',
  pronto: 'Pronto',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
};

/** The only moves an order may make; entregue and cancelado are final. */
export const PEDIDO_TRANSITIONS: Readonly<Record<PedidoStatus, readonly PedidoStatus[]>> = {
  novo: ['em_preparo', 'cancelado'],
  em_preparo: ['pronto', 'cancelado'],
  pronto: ['entregue', 'cancelado'],
  entregue: [],
  cancelado: [],
};

/**
 * Whether an order in `from` may move to `to`.
 * @example canTransition('novo', 'em_preparo') // → true
 * canTransition('pronto', 'novo')              // → false
 */
export function canTransition(from: PedidoStatus, to: PedidoStatus): boolean {
  return PEDIDO_TRANSITIONS[from].includes(to);
}

/** The forward move of an open order (the board's main button); null for final statuses. */
export function nextStatus(from: PedidoStatus): PedidoStatus | null {
  return PEDIDO_TRANSITIONS[from].find((to) => to !== 'cancelado') ?? null;
}

/** Whether the order can still change (edited, moved). */
export function isFinalStatus(status: PedidoStatus): boolean {
  return PEDIDO_TRANSITIONS[status].length === 0;
}

/**
 * The 409 message for a refused move, as users read it.
 * @example transitionErrorMessage('pronto', 'novo') // → 'Não é possível mudar o pedido de "Pronto" para "Novo".'
 */
export function transitionErrorMessage(from: PedidoStatus, to: PedidoStatus): string {
  if (from === to) return `O pedido já está "${PEDIDO_STATUS_LABELS[to]}".`;
  return `Não é possível mudar o pedido de "${PEDIDO_STATUS_LABELS[from]}" para "${PEDIDO_STATUS_LABELS[to]}".`;
}

export const PEDIDO_ORIGENS = ['balcao', 'whatsapp', 'telefone'] as const;
export type PedidoOrigem = (typeof PEDIDO_ORIGENS)[number];
export const PEDIDO_ORIGEM_LABELS: Readonly<Record<PedidoOrigem, string>> = {
  balcao: 'Balcão',
  whatsapp: 'WhatsApp',
  telefone: 'Telefone',
};

export const FORMAS_PAGAMENTO = ['dinheiro', 'pix', 'cartao_credito', 'cartao_debito'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const FORMA_PAGAMENTO_LABELS: Readonly<Record<FormaPagamento, string>> = {
  dinheiro: 'Dinheiro',
  pix: 'Pix',
  cartao_credito: 'Cartão de crédito',
  cartao_debito: 'Cartão de débito',
};

const intSchema = v.pipe(v.number(), v.integer());
const statusSchema = v.picklist(PEDIDO_STATUS);

/** Who did something, as shown beside it. */
export const pedidoAutorSchema = v.strictObject({ idUsuario: intSchema, nome: v.string() });
export type PedidoAutor = v.InferOutput<typeof pedidoAutorSchema>;

export const pedidoItemSchema = v.strictObject({
  idProdutoServico: intSchema,
  /** The product's name when the order was taken. */
  descricao: v.string(),
  quantidade: intSchema,
  /** The catalogue price when the item was added; later price changes do not touch it. */
  precoUnitarioCentavos: intSchema,
  subtotalCentavos: intSchema,
});
export type PedidoItem = v.InferOutput<typeof pedidoItemSchema>;

export const pedidoStatusChangeSchema = v.strictObject({
  statusAnterior: v.nullable(statusSchema),
  status: statusSchema,
  /** ISO-8601 instant. */
  alteradoEm: v.string(),
  alteradoPor: v.nullable(pedidoAutorSchema),
});
export type PedidoStatusChange = v.InferOutput<typeof pedidoStatusChangeSchema>;

/** An order as lists and the board carry it. */
export const pedidoResumoSchema = v.strictObject({
  idPedido: intSchema,
  /** Sequential per institution, from 1: what staff and customers call the order. */
  numero: intSchema,
  status: statusSchema,
  cliente: v.strictObject({ nome: v.string(), telefone: v.nullable(v.string()) }),
  itens: v.array(pedidoItemSchema),
  /** Sum of the items' subtotals, computed by the server. */
  totalCentavos: intSchema,
  observacoes: v.nullable(v.string()),
  formaPagamento: v.picklist(FORMAS_PAGAMENTO),
  origem: v.picklist(PEDIDO_ORIGENS),
  /** ISO-8601 instant. */
  criadoEm: v.string(),
  criadoPor: v.nullable(pedidoAutorSchema),
  /** When the current status was set. */
  statusAlteradoEm: v.string(),
  atualizadoEm: v.string(),
});
export type PedidoResumo = v.InferOutput<typeof pedidoResumoSchema>;

/**
 * GET /api/pedidos/{id} and every write's answer: the order with every status change, oldest
 * first. The hub events carry this same shape.
 */
export const pedidoSchema = v.strictObject({
  ...pedidoResumoSchema.entries,
  historico: v.array(pedidoStatusChangeSchema),
});
export type Pedido = v.InferOutput<typeof pedidoSchema>;

const statusTotalSchema = v.strictObject({ quantidade: intSchema, totalCentavos: intSchema });

export const pedidosTotalsSchema = v.strictObject({
  /** Money of the filtered orders, cancelled ones left out. */
  totalCentavos: intSchema,
  porStatus: v.strictObject({
    novo: statusTotalSchema,
    em_preparo: statusTotalSchema,
    pronto: statusTotalSchema,
    entregue: statusTotalSchema,
    cancelado: statusTotalSchema,
  } satisfies Record<PedidoStatus, typeof statusTotalSchema>),
});
export type PedidosTotals = v.InferOutput<typeof pedidosTotalsSchema>;

/** `data` of GET /api/pedidos: a `Page` with the totals over every matching order. */
export const pedidosPageSchema = v.strictObject({
  ...pageSchema(pedidoResumoSchema).entries,
  totals: pedidosTotalsSchema,
});
export type PedidosPage = Page<PedidoResumo> & { totals: PedidosTotals };

/** GET /api/pedidos/catalogo: what the order form can pick (active entries only). */
export const catalogoItemSchema = v.strictObject({
  idProdutoServico: produtoServicoSchema.entries.idProdutoServico,
  nome: produtoServicoSchema.entries.nome,
  categoria: produtoServicoSchema.entries.categoria,
  precoCentavos: produtoServicoSchema.entries.precoCentavos,
});
export type CatalogoItem = v.InferOutput<typeof catalogoItemSchema>;

/** Payload of the StatusPedidoAtualizado hub event: the move, and the whole order after it. */
export type StatusPedidoAtualizadoPayload = {
  idPedido: number;
  numero: number;
  statusAnterior: PedidoStatus;
  status: PedidoStatus;
  alteradoEm: string;
  alteradoPor: PedidoAutor;
  /** The same shape as NovoPedido's and PedidoAtualizado's. */
  pedido: Pedido;
};

const telefoneOpcionalSchema = v.pipe(
  v.optional(v.nullable(v.string('Telefone inválido.')), null),
  v.check((value) => !value || /^[\d\s()+.-]*$/.test(value), 'Telefone inválido: use apenas números.'),
  v.transform((value) => onlyDigits(value ?? '') || null),
  v.check(
    (digits) => digits === null || (/^[1-9]{2}\d{8,9}$/.test(digits) && (digits.length === 10 || digits[2] === '9')),
    'Telefone inválido: informe DDD e número.',
  ),
);

export const QUANTIDADE_MAXIMA = 999;
export const ITENS_MAXIMO = 50;

export const pedidoItemInputSchema = v.strictObject({
  idProdutoServico: idRef('Produto', 'Escolha o produto.'),
  quantidade: v.pipe(
    v.number('Informe a quantidade.'),
    v.integer('A quantidade deve ser um número inteiro.'),
    v.minValue(1, 'A quantidade mínima é 1.'),
    v.maxValue(QUANTIDADE_MAXIMA, `A quantidade máxima é ${QUANTIDADE_MAXIMA}.`),
  ),
});

/**
 * Body of POST /api/pedidos and PUT /api/pedidos/{id}, and the order form's schema (the phone is
 * accepted masked). No prices: the server takes them from the catalogue and sums the total.
 * @example v.parse(pedidoInputSchema, { cliente: { nome: 'Maria', telefone: '(11) 98888-7777' },
 *   itens: [{ idProdutoServico: 1, quantidade: 2 }], formaPagamento: 'pix', origem: 'balcao' })
 */
export const pedidoInputSchema = v.strictObject({
  cliente: v.strictObject(
    {
      nome: v.pipe(
        v.string('Informe o nome do cliente.'),
        v.transform(cleanLabel),
        v.nonEmpty('Informe o nome do cliente.'),
        v.maxLength(120, 'O nome do cliente deve ter no máximo 120 caracteres.'),
      ),
      telefone: telefoneOpcionalSchema,
    },
    'Informe o cliente.',
  ),
  itens: v.pipe(
    v.array(pedidoItemInputSchema, 'Adicione ao menos um item.'),
    v.minLength(1, 'Adicione ao menos um item.'),
    v.maxLength(ITENS_MAXIMO, `No máximo ${ITENS_MAXIMO} itens por pedido.`),
    v.check(
      (itens) => new Set(itens.map((item) => item.idProdutoServico)).size === itens.length,
      'Cada produto aparece uma vez: ajuste a quantidade.',
    ),
  ),
  observacoes: v.pipe(
    v.optional(v.nullable(v.string('Observações inválidas.')), null),
    v.transform((value) => (value == null ? null : cleanText(value).trim() || null)),
    v.nullable(v.pipe(v.string(), v.maxLength(500, 'As observações devem ter no máximo 500 caracteres.'))),
  ),
  formaPagamento: v.picklist(FORMAS_PAGAMENTO, 'Escolha a forma de pagamento.'),
  origem: v.picklist(PEDIDO_ORIGENS, 'Escolha a origem do pedido.'),
});
export type PedidoInput = v.InferOutput<typeof pedidoInputSchema>;
export type PedidoFormValues = v.InferInput<typeof pedidoInputSchema>;

/** Body of PATCH /api/pedidos/{id}/status. */
export const alterarStatusInputSchema = v.strictObject({
  status: v.picklist(PEDIDO_STATUS, 'Status inválido.'),
});
export type AlterarStatusInput = v.InferOutput<typeof alterarStatusInputSchema>;

const isoDate = (label: string) => v.pipe(v.string(), v.isoDate(`${label} inválida: use aaaa-mm-dd.`));

/** Largest page GET /api/pedidos answers. */
export const PEDIDOS_PAGE_SIZE_MAX = 200;

/**
 * Query of GET /api/pedidos. `status` is a comma-separated list; `de`/`ate` are calendar days in
 * the institution's time zone (America/Sao_Paulo), both included; `q` matches the number, the
 * customer's name or phone.
 */
export const listarPedidosQuerySchema = v.strictObject({
  status: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(PEDIDO_STATUS, 'Status inválido no filtro.')),
    ),
  ),
  de: v.optional(isoDate('Data inicial')),
  ate: v.optional(isoDate('Data final')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Busca longa demais.'))),
  ...pageQueryEntries({ pageSizeDefault: 50, pageSizeMax: PEDIDOS_PAGE_SIZE_MAX }),
});
export type ListarPedidosQuery = v.InferOutput<typeof listarPedidosQuerySchema>;

/** The board's filters on the client; `de`/`ate` as in the query. */
export type PedidosFiltros = { status?: PedidoStatus[]; de?: string; ate?: string; q?: string };

/**
 * The API's filter, on the client: whether a live order belongs on a board showing `filtros`
 * (a hub event carries the order; the board decides whether to show it without refetching).
 * @example pedidoMatchesFiltros(pedido, { status: ['novo'], q: 'maria' })
 */
export function pedidoMatchesFiltros(pedido: PedidoResumo, filtros: PedidosFiltros): boolean {
  if (filtros.status?.length && !filtros.status.includes(pedido.status)) return false;
  const dia = saoPauloDay(pedido.criadoEm);
  if (filtros.de && dia < filtros.de) return false;
  if (filtros.ate && dia > filtros.ate) return false;
  const q = filtros.q?.trim().toLowerCase();
  if (q) {
    const digits = onlyDigits(q);
    const byNumero = /^#?\d+$/.test(q) && String(pedido.numero) === digits;
    const byNome = matchesSearch(pedido.cliente.nome, q);
    const byTelefone = digits.length >= 3 && (pedido.cliente.telefone ?? '').includes(digits);
    if (!byNumero && !byNome && !byTelefone) return false;
  }
  return true;
}
