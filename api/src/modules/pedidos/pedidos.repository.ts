import {
  PEDIDO_STATUS,
  type FormaPagamento,
  type Pedido,
  type PedidoInput,
  type PedidoItem,
  type PedidoOrigem,
  type PedidoResumo,
  type PedidosPage,
  type PedidoStatus,
  type PedidoStatusChange,
  type PedidosTotals,
} from '@colabora/shared/contracts';
import type { Queryable, SqlParam } from '../../plugins/database/db';
import { findProdutosByIds, likePattern } from '../produtos/produtos.repository';

/** The institution's day boundaries: staff think in São Paulo days, not UTC ones. */
const TIME_ZONE = 'America/Sao_Paulo';

type PedidoRow = {
  idPedido: number;
  numero: number;
  status: PedidoStatus;
  clienteNome: string;
  clienteTelefone: string | null;
  totalCentavos: number;
  observacoes: string | null;
  formaPagamento: FormaPagamento;
  origem: PedidoOrigem;
  criadoEm: Date;
  idUsuarioCriacao: number | null;
  criadoPorNome: string | null;
  statusAlteradoEm: Date;
  atualizadoEm: Date;
};

type ItemRow = PedidoItem & { idPedido: number };

const SELECT_PEDIDO = `select p.id as "idPedido", p.numero, p.status, p.cliente_nome as "clienteNome",
    p.cliente_telefone as "clienteTelefone", p.total_centavos as "totalCentavos", p.observacoes,
    p.forma_pagamento as "formaPagamento", p.origem, p.created_at as "criadoEm",
    p.id_usuario_criacao as "idUsuarioCriacao", u.nome as "criadoPorNome",
    p.status_alterado_em as "statusAlteradoEm", p.updated_at as "atualizadoEm"
  from pedido p left join usuario u on u.id = p.id_usuario_criacao`;

function toResumo(row: PedidoRow, itens: PedidoItem[]): PedidoResumo {
  return {
    idPedido: row.idPedido,
    numero: row.numero,
    status: row.status,
    cliente: { nome: row.clienteNome, telefone: row.clienteTelefone },
    itens,
    totalCentavos: row.totalCentavos,
    observacoes: row.observacoes,
    formaPagamento: row.formaPagamento,
    origem: row.origem,
    criadoEm: row.criadoEm.toISOString(),
    criadoPor:
      row.idUsuarioCriacao !== null ? { idUsuario: row.idUsuarioCriacao, nome: row.criadoPorNome ?? '' } : null,
    statusAlteradoEm: row.statusAlteradoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
  };
}

async function itemsOf(db: Queryable, ids: readonly number[]): Promise<Map<number, PedidoItem[]>> {
  const byPedido = new Map<number, PedidoItem[]>();
  if (ids.length === 0) return byPedido;
  const rows = await db.query<ItemRow>(
    `select id_pedido as "idPedido", id_produto_servico as "idProdutoServico", descricao, quantidade,
            preco_unitario_centavos as "precoUnitarioCentavos", subtotal_centavos as "subtotalCentavos"
       from pedido_item where id_pedido = any($1::int[]) order by id_pedido, ordem`,
    [ids],
  );
  for (const { idPedido, ...item } of rows) {
    const list = byPedido.get(idPedido) ?? [];
    list.push(item);
    byPedido.set(idPedido, list);
  }
  return byPedido;
}

export type PedidoFilters = {
  status?: PedidoStatus[];
  de?: string;
  ate?: string;
  q?: string;
  page: number;
  pageSize: number;
};

function whereOf(idInstituicao: number, filters: PedidoFilters): { sql: string; params: SqlParam[] } {
  const where = ['p.id_instituicao = $1'];
  const params: SqlParam[] = [idInstituicao];
  const add = (value: SqlParam, clause: (ref: string) => string) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filters.status?.length) add(filters.status, (ref) => `p.status = any(${ref}::text[])`);
  if (filters.de) add(filters.de, (ref) => `p.created_at >= (${ref}::date)::timestamp at time zone '${TIME_ZONE}'`);
  if (filters.ate)
    add(filters.ate, (ref) => `p.created_at < (${ref}::date + 1)::timestamp at time zone '${TIME_ZONE}'`);
  const q = filters.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const clauses: string[] = [];
    params.push(likePattern(q));
    clauses.push(`p.cliente_nome ilike $${params.length}`);
    if (/^#?\d{1,9}$/.test(q)) {
      params.push(Number(digits));
      clauses.push(`p.numero = $${params.length}`);
    }
    if (digits.length >= 3) {
      params.push(likePattern(digits));
      clauses.push(`p.cliente_telefone like $${params.length}`);
    }
    where.push(`(${clauses.join(' or ')})`);
  }
  return { sql: where.join(' and '), params };
}

/** A page of orders, newest first, with counts and money per status over every matching order. */
export async function listPedidos(db: Queryable, idInstituicao: number, filters: PedidoFilters): Promise<PedidosPage> {
  const { sql, params } = whereOf(idInstituicao, filters);
  const rows = await db.query<PedidoRow>(
    `${SELECT_PEDIDO} where ${sql} order by p.created_at desc, p.id desc
      limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
    params,
  );
  const groups = await db.query<{ status: PedidoStatus; quantidade: number; totalCentavos: number }>(
    `select p.status, count(*)::int as quantidade, coalesce(sum(p.total_centavos), 0)::bigint as "totalCentavos"
       from pedido p where ${sql} group by p.status`,
    params,
  );
  const porStatus = Object.fromEntries(
    PEDIDO_STATUS.map((status) => {
      const group = groups.find((row) => row.status === status);
      return [status, { quantidade: group?.quantidade ?? 0, totalCentavos: group?.totalCentavos ?? 0 }];
    }),
  ) as PedidosTotals['porStatus'];
  const items = await itemsOf(
    db,
    rows.map((row) => row.idPedido),
  );
  return {
    items: rows.map((row) => toResumo(row, items.get(row.idPedido) ?? [])),
    total: groups.reduce((sum, row) => sum + row.quantidade, 0),
    page: filters.page,
    pageSize: filters.pageSize,
    totals: {
      totalCentavos: groups
        .filter((row) => row.status !== 'cancelado')
        .reduce((sum, row) => sum + row.totalCentavos, 0),
      porStatus,
    },
  };
}

export async function findPedido(db: Queryable, idInstituicao: number, idPedido: number): Promise<Pedido | null> {
  const [row] = await db.query<PedidoRow>(`${SELECT_PEDIDO} where p.id = $1 and p.id_instituicao = $2`, [
    idPedido,
    idInstituicao,
  ]);
  if (!row) return null;
  const items = await itemsOf(db, [idPedido]);
  const historico = await db.query<{
    statusAnterior: PedidoStatus | null;
    status: PedidoStatus;
    alteradoEm: Date;
    idUsuario: number | null;
    nome: string | null;
  }>(
    `select h.status_anterior as "statusAnterior", h.status, h.alterado_em as "alteradoEm", h.id_usuario as "idUsuario",
            u.nome
       from pedido_status_historico h left join usuario u on u.id = h.id_usuario
      where h.id_pedido = $1 and h.id_instituicao = $2 order by h.alterado_em, h.id`,
    [idPedido, idInstituicao],
  );
  return {
    ...toResumo(row, items.get(idPedido) ?? []),
    historico: historico.map((change): PedidoStatusChange => ({
      statusAnterior: change.statusAnterior,
      status: change.status,
      alteradoEm: change.alteradoEm.toISOString(),
      alteradoPor: change.idUsuario !== null ? { idUsuario: change.idUsuario, nome: change.nome ?? '' } : null,
    })),
  };
}

/** Why an order's items were refused: a pt-BR sentence for a 400. */
export class InvalidItemsError extends Error {
  override name = 'InvalidItemsError';
}

type PricedItem = { idProdutoServico: number; descricao: string; quantidade: number; precoUnitarioCentavos: number };

/**
 * Prices the items from the catalogue. Products already on the order (`kept`) keep the price the
 * customer was quoted, even if it changed or the product was deactivated since; new ones must be
 * active and take today's price. Client totals are never read.
 */
async function priceItems(
  db: Queryable,
  idInstituicao: number,
  itens: PedidoInput['itens'],
  kept: ReadonlyMap<number, { descricao: string; precoUnitarioCentavos: number }> = new Map(),
): Promise<PricedItem[]> {
  const produtos = await findProdutosByIds(
    db,
    idInstituicao,
    itens.map((item) => item.idProdutoServico),
  );
  return itens.map((item, index) => {
    const previous = kept.get(item.idProdutoServico);
    if (previous) return { ...item, ...previous };
    const produto = produtos.find((p) => p.idProdutoServico === item.idProdutoServico);
    if (!produto) throw new InvalidItemsError(`Item ${index + 1}: produto ou serviço não encontrado no catálogo.`);
    if (!produto.ativo) throw new InvalidItemsError(`"${produto.nome}" está inativo no catálogo.`);
    return { ...item, descricao: produto.nome, precoUnitarioCentavos: produto.precoCentavos };
  });
}

async function insertItems(db: Queryable, idInstituicao: number, idPedido: number, items: PricedItem[]) {
  await db.query(
    `insert into pedido_item (id_pedido, id_instituicao, id_produto_servico, ordem, descricao, quantidade, preco_unitario_centavos)
     select $1, $2, i.produto, i.ordem, i.descricao, i.quantidade, i.preco
       from unnest($3::int[], $4::int[], $5::text[], $6::int[], $7::int[]) as i(produto, ordem, descricao, quantidade, preco)`,
    [
      idPedido,
      idInstituicao,
      items.map((item) => item.idProdutoServico),
      items.map((_, index) => index + 1),
      items.map((item) => item.descricao),
      items.map((item) => item.quantidade),
      items.map((item) => item.precoUnitarioCentavos),
    ],
  );
}

const totalOf = (items: PricedItem[]) =>
  items.reduce((sum, item) => sum + item.quantidade * item.precoUnitarioCentavos, 0);

/** Creates an order with the institution's next number. Run it inside a transaction. */
export async function createPedido(
  tx: Queryable,
  idInstituicao: number,
  idUsuario: number,
  input: PedidoInput,
  createdAt?: Date,
): Promise<Pedido> {
  const items = await priceItems(tx, idInstituicao, input.itens);
  // The row lock of the upsert serialises concurrent creations of one institution.
  const [sequence] = await tx.query<{ numero: number }>(
    `insert into pedido_sequencia (id_instituicao, ultimo_numero) values ($1, 1)
     on conflict (id_instituicao) do update set ultimo_numero = pedido_sequencia.ultimo_numero + 1
     returning ultimo_numero as numero`,
    [idInstituicao],
  );
  if (!sequence) throw new Error('pedido_sequencia não retornou número');
  const when = createdAt ?? null;
  const [created] = await tx.query<{ id: number }>(
    `insert into pedido (id_instituicao, numero, cliente_nome, cliente_telefone, observacoes, forma_pagamento, origem,
                         total_centavos, id_usuario_criacao, created_at, updated_at, status_alterado_em)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, now()), coalesce($10, now()), coalesce($10, now()))
     returning id`,
    [
      idInstituicao,
      sequence.numero,
      input.cliente.nome,
      input.cliente.telefone,
      input.observacoes,
      input.formaPagamento,
      input.origem,
      totalOf(items),
      idUsuario,
      when,
    ],
  );
  if (!created) throw new Error('insert pedido não retornou linha');
  await insertItems(tx, idInstituicao, created.id, items);
  await tx.query(
    `insert into pedido_status_historico (id_pedido, id_instituicao, status_anterior, status, id_usuario, alterado_em)
     values ($1, $2, null, 'novo', $3, coalesce($4, now()))`,
    [created.id, idInstituicao, idUsuario, when],
  );
  const pedido = await findPedido(tx, idInstituicao, created.id);
  if (!pedido) throw new Error('pedido recém-criado não encontrado');
  return pedido;
}

async function lockStatus(tx: Queryable, idInstituicao: number, idPedido: number): Promise<PedidoStatus | null> {
  const [row] = await tx.query<{ status: PedidoStatus }>(
    'select status from pedido where id = $1 and id_instituicao = $2 for update',
    [idPedido, idInstituicao],
  );
  return row?.status ?? null;
}

export type UpdateOutcome =
  { kind: 'not-found' } | { kind: 'final'; status: PedidoStatus } | { kind: 'ok'; pedido: Pedido };

/** Replaces the order's customer, items and details while it is open. Run it inside a transaction. */
export async function updatePedido(
  tx: Queryable,
  idInstituicao: number,
  idPedido: number,
  input: PedidoInput,
): Promise<UpdateOutcome> {
  const status = await lockStatus(tx, idInstituicao, idPedido);
  if (!status) return { kind: 'not-found' };
  if (status === 'entregue' || status === 'cancelado') return { kind: 'final', status };
  const current = await tx.query<{ idProdutoServico: number; descricao: string; precoUnitarioCentavos: number }>(
    `select id_produto_servico as "idProdutoServico", descricao, preco_unitario_centavos as "precoUnitarioCentavos"
       from pedido_item where id_pedido = $1 and id_instituicao = $2`,
    [idPedido, idInstituicao],
  );
  const kept = new Map(current.map(({ idProdutoServico, ...rest }) => [idProdutoServico, rest]));
  const items = await priceItems(tx, idInstituicao, input.itens, kept);
  await tx.query('delete from pedido_item where id_pedido = $1 and id_instituicao = $2', [idPedido, idInstituicao]);
  await insertItems(tx, idInstituicao, idPedido, items);
  await tx.query(
    `update pedido set cliente_nome = $3, cliente_telefone = $4, observacoes = $5, forma_pagamento = $6, origem = $7,
            total_centavos = $8, updated_at = now()
      where id = $1 and id_instituicao = $2`,
    [
      idPedido,
      idInstituicao,
      input.cliente.nome,
      input.cliente.telefone,
      input.observacoes,
      input.formaPagamento,
      input.origem,
      totalOf(items),
    ],
  );
  const pedido = await findPedido(tx, idInstituicao, idPedido);
  if (!pedido) throw new Error('pedido atualizado não encontrado');
  return { kind: 'ok', pedido };
}

export type StatusOutcome =
  { kind: 'not-found' } | { kind: 'refused'; from: PedidoStatus } | { kind: 'ok'; from: PedidoStatus; pedido: Pedido };

/**
 * Moves the order to `to` when `allowed(from, to)`, recording when and who. The row is locked
 * first, so two people moving the same order at once are applied one after the other and the
 * second is judged against the first's result. Run it inside a transaction.
 */
export async function changeStatus(
  tx: Queryable,
  idInstituicao: number,
  idPedido: number,
  idUsuario: number,
  to: PedidoStatus,
  allowed: (from: PedidoStatus, to: PedidoStatus) => boolean,
  at?: Date,
): Promise<StatusOutcome> {
  const from = await lockStatus(tx, idInstituicao, idPedido);
  if (!from) return { kind: 'not-found' };
  if (!allowed(from, to)) return { kind: 'refused', from };
  const when = at ?? null;
  await tx.query(
    `update pedido set status = $3, status_alterado_em = coalesce($4, now()), updated_at = coalesce($4, now())
      where id = $1 and id_instituicao = $2`,
    [idPedido, idInstituicao, to, when],
  );
  await tx.query(
    `insert into pedido_status_historico (id_pedido, id_instituicao, status_anterior, status, id_usuario, alterado_em)
     values ($1, $2, $3, $4, $5, coalesce($6, now()))`,
    [idPedido, idInstituicao, from, to, idUsuario, when],
  );
  const pedido = await findPedido(tx, idInstituicao, idPedido);
  if (!pedido) throw new Error('pedido não encontrado após mudar o status');
  return { kind: 'ok', from, pedido };
}

/** Active catalogue entries for the order form (anyone who may see orders sees their prices). */
export async function listProdutosAtivos(
  db: Queryable,
  idInstituicao: number,
): Promise<{ idProdutoServico: number; nome: string; categoria: string | null; precoCentavos: number }[]> {
  return db.query(
    `select id as "idProdutoServico", nome, categoria, preco_centavos as "precoCentavos"
       from produto_servico where id_instituicao = $1 and ativo
      order by lower(coalesce(categoria, '')), lower(nome), id`,
    [idInstituicao],
  );
}
