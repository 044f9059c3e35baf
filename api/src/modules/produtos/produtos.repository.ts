import { isUniqueViolation } from '../../plugins/database/unique-violation';
import type { CatalogoItem, Page, ProdutoInput, ProdutoServico } from '@colabora/shared/contracts';
import { pageOf, type PageWindow } from '../../http/pagination';
import type { Queryable, SqlParam } from '../../plugins/database/db';
import { containsText, searchPattern } from '../../plugins/database/text-search';

/*
 * The catalogue's table (produto_servico) is read and written here only; the orders module prices
 * and lists the catalogue through these functions.
 */

/** Every query names the institution: a row of another one is simply not found. */
const COLUMNS = `p.id as "idProdutoServico", p.nome, p.descricao, p.categoria, p.preco_centavos as "precoCentavos",
  p.ativo, (p.foto is not null) as "temFoto", p.created_at as "criadoEm", p.updated_at as "atualizadoEm"`;

type Row = Omit<ProdutoServico, 'criadoEm' | 'atualizadoEm'> & { criadoEm: Date; atualizadoEm: Date };

function toProduto(row: Row): ProdutoServico {
  return { ...row, criadoEm: row.criadoEm.toISOString(), atualizadoEm: row.atualizadoEm.toISOString() };
}

export type ProdutoFilters = { q?: string; categoria?: string; ativo?: boolean };

export async function listProdutos(
  db: Queryable,
  idInstituicao: number,
  filters: ProdutoFilters,
  window: PageWindow,
): Promise<Page<ProdutoServico>> {
  const where = ['p.id_instituicao = $1'];
  const params: SqlParam[] = [idInstituicao];
  if (filters.q) {
    params.push(searchPattern(filters.q));
    where.push(containsText(`p.nome || ' ' || coalesce(p.descricao, '')`, `$${params.length}`));
  }
  if (filters.categoria) {
    params.push(filters.categoria);
    where.push(`lower(p.categoria) = lower($${params.length})`);
  }
  if (filters.ativo !== undefined) {
    params.push(filters.ativo);
    where.push(`p.ativo = $${params.length}`);
  }
  const whereSql = where.join(' and ');
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from produto_servico p where ${whereSql}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${COLUMNS} from produto_servico p where ${whereSql}
      order by p.ativo desc, lower(coalesce(p.categoria, '')), lower(p.nome), p.id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return pageOf(rows.map(toProduto), count?.total ?? 0, window);
}

export async function findProduto(db: Queryable, idInstituicao: number, id: number): Promise<ProdutoServico | null> {
  const [row] = await db.query<Row>(
    `select ${COLUMNS} from produto_servico p where p.id = $1 and p.id_instituicao = $2`,
    [id, idInstituicao],
  );
  return row ? toProduto(row) : null;
}

/** The unique name index: callers turn it into a 409. */
export const isDuplicateName = isUniqueViolation;

export async function insertProduto(
  db: Queryable,
  idInstituicao: number,
  input: ProdutoInput,
): Promise<ProdutoServico> {
  const [row] = await db.query<Row>(
    `insert into produto_servico as p (id_instituicao, nome, descricao, categoria, preco_centavos, ativo)
     values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [idInstituicao, input.nome, input.descricao, input.categoria, input.precoCentavos, input.ativo],
  );
  if (!row) throw new Error('insert produto_servico não retornou linha');
  return toProduto(row);
}

export async function updateProduto(
  db: Queryable,
  idInstituicao: number,
  id: number,
  input: ProdutoInput,
): Promise<ProdutoServico | null> {
  const [row] = await db.query<Row>(
    `update produto_servico as p set nome = $3, descricao = $4, categoria = $5, preco_centavos = $6, ativo = $7,
            updated_at = now()
      where p.id = $1 and p.id_instituicao = $2 returning ${COLUMNS}`,
    [id, idInstituicao, input.nome, input.descricao, input.categoria, input.precoCentavos, input.ativo],
  );
  return row ? toProduto(row) : null;
}

export type DeleteOutcome = 'deleted' | 'not-found' | 'in-use';

/**
 * Deletes the entry unless something refers to it: order items keep a foreign key to the product
 * (migration 0003), so the database itself answers "in use" without this module reading orders.
 * Not inside a transaction: a refused statement would abort it.
 */
export async function deleteProduto(db: Queryable, idInstituicao: number, id: number): Promise<DeleteOutcome> {
  try {
    const rows = await db.query('delete from produto_servico where id = $1 and id_instituicao = $2 returning id', [
      id,
      idInstituicao,
    ]);
    return rows.length ? 'deleted' : 'not-found';
  } catch (error) {
    // foreign_key_violation: an order item names this product.
    if ((error as { code?: string } | null)?.code === '23503') return 'in-use';
    throw error;
  }
}

/** Stores the picture (already re-encoded by the server) or removes it (null). */
export async function setFoto(
  db: Queryable,
  idInstituicao: number,
  id: number,
  foto: { bytes: Uint8Array; contentType: string } | null,
): Promise<boolean> {
  const rows = await db.query(
    `update produto_servico set foto = $3, foto_content_type = $4, updated_at = now()
      where id = $1 and id_instituicao = $2 returning id`,
    [id, idInstituicao, foto?.bytes ?? null, foto?.contentType ?? null],
  );
  return rows.length > 0;
}

export async function findFoto(
  db: Queryable,
  idInstituicao: number,
  id: number,
): Promise<{ foto: Uint8Array; contentType: string } | null> {
  const [row] = await db.query<{ foto: Uint8Array | null; contentType: string | null }>(
    'select foto, foto_content_type as "contentType" from produto_servico where id = $1 and id_instituicao = $2',
    [id, idInstituicao],
  );
  return row?.foto && row.contentType ? { foto: row.foto, contentType: row.contentType } : null;
}

/** Active catalogue entries for the order form (anyone who may see orders sees their prices). */
export function listCatalogoAtivo(db: Queryable, idInstituicao: number): Promise<CatalogoItem[]> {
  return db.query<CatalogoItem>(
    `select id as "idProdutoServico", nome, categoria, preco_centavos as "precoCentavos"
       from produto_servico where id_instituicao = $1 and ativo
      order by lower(coalesce(categoria, '')), lower(nome), id`,
    [idInstituicao],
  );
}

/** Products of the institution with these ids, active or not (the order form's picks, priced). */
export async function findProdutosByIds(
  db: Queryable,
  idInstituicao: number,
  ids: readonly number[],
): Promise<Pick<ProdutoServico, 'idProdutoServico' | 'nome' | 'precoCentavos' | 'ativo'>[]> {
  return db.query(
    `select id as "idProdutoServico", nome, preco_centavos as "precoCentavos", ativo
       from produto_servico where id_instituicao = $1 and id = any($2::int[])`,
    [idInstituicao, ids],
  );
}
