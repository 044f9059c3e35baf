import type { QueryStateSource } from './query-state';

type DataOf<T> = T extends QueryStateSource<infer TData> ? Exclude<TData, undefined> : never;

/**
 * Several reads a page needs together (a form's record and its options), as one source for
 * QueryState: the data once every read has it, the first failure of a read that has nothing, and a
 * retry that reloads whichever reads have nothing yet.
 * @example
 * <QueryState query={combineQueries(lead, etapas)} errorMessage="Não foi possível carregar o lead.">
 *   {([dados, lista]) => <LeadForm lead={dados} etapas={lista} />}
 * </QueryState>
 */
export function combineQueries<const T extends readonly QueryStateSource<unknown>[]>(
  ...queries: T
): QueryStateSource<{ -readonly [K in keyof T]: DataOf<T[K]> }> {
  const missing = queries.filter((query) => query.data === undefined);
  const failed = missing.find((query) => query.isError);
  return {
    data: missing.length
      ? undefined
      : (queries.map((query) => query.data) as { -readonly [K in keyof T]: DataOf<T[K]> }),
    error: failed?.error ?? null,
    isError: failed !== undefined,
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => missing.forEach((query) => void query.refetch()),
  };
}
