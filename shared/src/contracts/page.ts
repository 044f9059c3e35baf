import * as v from '@colabora/shared/schema';
import { queryIntSchema } from './admin/common';

/**
 * One page of a list: `data` of every paginated endpoint (`?page=1&pageSize=50`). Lists that add
 * figures over every matching row extend it (`Page<PedidoResumo> & { totals }`).
 */
export type Page<T> = {
  items: T[];
  /** Rows matching the filters, across every page. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
};

/** Highest page number a query may ask for. */
export const PAGE_MAX = 100_000;

/**
 * `page` and `pageSize` of a list's query string, both optional with defaults: spread them into
 * the route's `v.strictObject`. The output is numbers.
 * @example v.strictObject({ ...pageQueryEntries({ pageSizeDefault: 20, pageSizeMax: 100 }), busca: v.optional(v.string()) })
 * // '?page=2' → { page: 2, pageSize: 20 }
 */
export function pageQueryEntries({ pageSizeDefault, pageSizeMax }: { pageSizeDefault: number; pageSizeMax: number }) {
  return {
    page: v.optional(queryIntSchema('Página', 1, PAGE_MAX), 1),
    pageSize: v.optional(queryIntSchema('Tamanho da página', 1, pageSizeMax), pageSizeDefault),
  };
}

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The schema of a `Page<T>` of `item`.
 * @example pageSchema(produtoServicoSchema) // data of GET /api/produtos-servicos
 */
export function pageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.strictObject({
    items: v.array(item),
    total: countSchema,
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  });
}
