import type { Page } from '@colabora/shared/contracts';

/** `page` and `pageSize` as a list's query schema outputs them (`pageQueryEntries` in contracts). */
export type PageRequest = { page: number; pageSize: number };

/** A page request with the SQL window it reads. */
export type PageWindow = PageRequest & { limit: number; offset: number };

/**
 * The one way a list turns its parsed `?page&pageSize` into SQL's `limit`/`offset`, and its rows
 * into the `Page<T>` every list answers with.
 * @example const window = pageWindow(request.input.query);
 * const rows = await db.query(`... limit $2 offset $3`, [id, window.limit, window.offset]);
 * return pageOf(rows, total, window);
 */
export function pageWindow({ page, pageSize }: PageRequest): PageWindow {
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** The `Page<T>` of these rows. */
export function pageOf<T>(items: T[], total: number, { page, pageSize }: PageRequest): Page<T> {
  return { items, total, page, pageSize };
}
