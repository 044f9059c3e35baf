import type { Pedido, PedidoInput, PedidoStatus } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { findOrCreateContatoCliente } from '../contatos/contatos.repository';
import { findProdutosByIds } from '../produtos/produtos.repository';
import { findPedido } from './pedidos.queries';

/*
 * Writes of the orders' tables: create, edit, move. Each runs inside the caller's transaction and
 * answers the order as it now is. Prices come from the catalogue, through its repository.
 */

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
  // A customer with a phone becomes (or is found as) a contact, in this same transaction.
  if (input.cliente.telefone) {
    await findOrCreateContatoCliente(tx, idInstituicao, input.cliente.telefone, input.cliente.nome);
  }
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
