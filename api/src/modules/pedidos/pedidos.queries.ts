import {
  PEDIDO_STATUS,
  type FormaPagamento,
  type Pedido,
  type PedidoItem,
  type PedidoOrigem,
  type PedidoResumo,
  type PedidosPage,
  type PedidoStatus,
  type PedidoStatusChange,
  type PedidosTotals,
} from '@colabora/shared/contracts';
import { pageOf, type PageWindow } from '../../http/pagination';
import type { Queryable, SqlParam } from '../../plugins/database/db';
import { likePattern } from '../../plugins/database/like-pattern';
import { containsText, searchPattern } from '../../plugins/database/text-search';
import { SAO_PAULO_TIME_ZONE } from '../../time/sao-paulo';

/*
 * Reads of the orders' tables (pedido, pedido_item, pedido_status_historico): the board, an
 * order's detail and the figures other modules show (dashboards). Writes are in
 * pedidos.commands.ts; no other module reads these tables.
 */

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
};

function whereOf(idInstituicao: number, filters: PedidoFilters): { sql: string; params: SqlParam[] } {
  const where = ['p.id_instituicao = $1'];
  const params: SqlParam[] = [idInstituicao];
  const add = (value: SqlParam, clause: (ref: string) => string) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filters.status?.length) add(filters.status, (ref) => `p.status = any(${ref}::text[])`);
  if (filters.de)
    add(filters.de, (ref) => `p.created_at >= (${ref}::date)::timestamp at time zone '${SAO_PAULO_TIME_ZONE}'`);
  if (filters.ate)
    add(filters.ate, (ref) => `p.created_at < (${ref}::date + 1)::timestamp at time zone '${SAO_PAULO_TIME_ZONE}'`);
  const q = filters.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const clauses: string[] = [];
    params.push(searchPattern(q));
    clauses.push(containsText('p.cliente_nome', `$${params.length}`));
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
export async function listPedidos(
  db: Queryable,
  idInstituicao: number,
  filters: PedidoFilters,
  window: PageWindow,
): Promise<PedidosPage> {
  const { sql, params } = whereOf(idInstituicao, filters);
  const rows = await db.query<PedidoRow>(
    `${SELECT_PEDIDO} where ${sql} order by p.created_at desc, p.id desc
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, window.limit, window.offset],
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
  const total = groups.reduce((sum, row) => sum + row.quantidade, 0);
  return {
    ...pageOf(
      rows.map((row) => toResumo(row, items.get(row.idPedido) ?? [])),
      total,
      window,
    ),
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

export type PedidosDoDia = { dia: string; pedidos: number; faturamentoCentavos: number };

/**
 * Today's orders of the institution in its local day (`timeZone`), cancelled ones left out of
 * both figures (a cancelled order is neither work done nor money in).
 */
export async function pedidosDoDia(db: Queryable, idInstituicao: number, timeZone: string): Promise<PedidosDoDia> {
  const [row] = await db.query<{ dia: string; pedidos: number; faturamentoCentavos: string | number }>(
    `with hoje as (
       select (now() at time zone $2)::date as dia,
              date_trunc('day', now() at time zone $2) at time zone $2 as inicio
     )
     select to_char(hoje.dia, 'YYYY-MM-DD') as dia,
            count(p.id)::int as pedidos,
            coalesce(sum(p.total_centavos), 0)::bigint as "faturamentoCentavos"
       from hoje
       left join pedido p
         on p.id_instituicao = $1
        and p.created_at >= hoje.inicio
        and p.created_at < hoje.inicio + interval '1 day'
        and p.status <> 'cancelado'
      group by hoje.dia`,
    [idInstituicao, timeZone],
  );
  return {
    dia: row?.dia ?? '',
    pedidos: row?.pedidos ?? 0,
    faturamentoCentavos: Number(row?.faturamentoCentavos ?? 0),
  };
}

export type PedidosNoDia = { data: string; quantidade: number; receitaCentavos: number };

/** Orders and money per local day of [inicio, fim] (cancelled ones left out), every day present. */
export async function pedidosPorDia(
  db: Queryable,
  idInstituicao: number,
  { inicio, fim }: { inicio: string; fim: string },
  timeZone: string,
): Promise<PedidosNoDia[]> {
  const rows = await db.query<{ data: string; quantidade: number; receitaCentavos: string | number }>(
    `select to_char(d.dia, 'YYYY-MM-DD') as data, count(p.id)::int as quantidade,
            coalesce(sum(p.total_centavos), 0)::bigint as "receitaCentavos"
       from generate_series($2::date, $3::date, interval '1 day') as d(dia)
       left join pedido p
         on p.id_instituicao = $1 and p.status <> 'cancelado'
        and (p.created_at at time zone $4)::date = d.dia::date
      group by d.dia order by d.dia`,
    [idInstituicao, inicio, fim, timeZone],
  );
  return rows.map((row) => ({ ...row, receitaCentavos: Number(row.receitaCentavos) }));
}
