import type { ReactNode } from 'react';
import { apiErrorMessage, httpStatusOf } from '../http/api-error';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/**
 * The part of a TanStack Query result a page state needs: `useQuery`, `useInfiniteQuery` and
 * `combineQueries` all give it.
 */
export type QueryStateSource<TData> = {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type QueryStateProps<TData> = {
  query: QueryStateSource<TData>;
  /** What the wait is for, e.g. 'Carregando pedidos…' (LoadingState's own default otherwise). */
  loadingLabel?: string;
  /** The pt-BR sentence when the server sent none, e.g. 'Não foi possível carregar os pedidos.' */
  errorMessage: string;
  /** ErrorState's title ('Algo deu errado' otherwise). */
  errorTitle?: string;
  /** Shown instead of the error when the server answered 404 (e.g. 'Pedido não encontrado'). */
  notFound?: ReactNode;
  /** True when the data holds nothing to show: `empty` is shown instead of the content. */
  isEmpty?: (data: TData) => boolean;
  /** Usually an EmptyState: say so, say why it matters, offer the next step. */
  empty?: ReactNode;
  /**
   * What surrounds the loading, error, not-found and empty states when the content brings its own
   * page (a form page whose header names the record): usually the page with its plain title.
   */
  frame?: (state: ReactNode) => ReactNode;
  /** The content, given the data. */
  children: (data: TData) => ReactNode;
};

/**
 * A page's four states of one read, in the one order every screen uses: loading (LoadingState,
 * role status) → error with a retry (ErrorState, role alert; the server's sentence, else
 * `errorMessage`) → empty → the content. Data already on screen stays there when a refetch fails
 * (a hub reconnect, a window's return): the error shows only when there is nothing to show.
 * @example
 * <QueryState
 *   query={pedidos}
 *   loadingLabel="Carregando pedidos…"
 *   errorMessage="Não foi possível carregar os pedidos."
 *   isEmpty={(page) => page.items.length === 0}
 *   empty={<EmptyState icon="receipt_long" title="Nenhum pedido no período" />}
 * >
 *   {(page) => <Board pedidos={page.items} />}
 * </QueryState>
 */
export function QueryState<TData>({
  query,
  loadingLabel,
  errorMessage,
  errorTitle,
  notFound,
  isEmpty,
  empty,
  frame = (state) => state,
  children,
}: QueryStateProps<TData>) {
  const { data } = query;
  if (data === undefined) {
    if (query.isError) {
      if (notFound !== undefined && httpStatusOf(query.error) === 404) return <>{frame(notFound)}</>;
      return (
        <>
          {frame(
            <ErrorState
              title={errorTitle}
              message={apiErrorMessage(query.error, errorMessage)}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />,
          )}
        </>
      );
    }
    return <>{frame(<LoadingState label={loadingLabel} />)}</>;
  }
  if (isEmpty?.(data)) return <>{frame(empty ?? null)}</>;
  return <>{children(data)}</>;
}
