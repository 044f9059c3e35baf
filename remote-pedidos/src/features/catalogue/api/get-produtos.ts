import { pageSchema, type Page } from '@colabora/shared/contracts/page';
import { PRODUTOS_PAGE_SIZE_MAX, produtoServicoSchema, type ProdutoServico } from '@colabora/shared/contracts/produtos';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Every catalogue query: the lists, an entry, and the order form's catalogue ('produtos',
 * 'catalogo'), so a change to an entry invalidates them all.
 */
export const produtosQueryKey = ['produtos'] as const;

export type ProdutosFiltros = { q?: string; ativo?: boolean };

const produtosPageSchema = pageSchema(produtoServicoSchema);

/**
 * GET /api/produtos-servicos: the whole catalogue (up to 200 entries), active ones first;
 * `signal` drops the answer to a search already left.
 */
export function getProdutos(filtros: ProdutosFiltros, signal?: AbortSignal): Promise<Page<ProdutoServico>> {
  const searchParams: Record<string, string> = { pageSize: String(PRODUTOS_PAGE_SIZE_MAX) };
  if (filtros.q) searchParams.q = filtros.q;
  if (filtros.ativo !== undefined) searchParams.ativo = String(filtros.ativo);
  return getData(http.get('/api/produtos-servicos', { searchParams, signal }), produtosPageSchema);
}

export const produtosQueryOptions = (filtros: ProdutosFiltros) =>
  queryOptions({
    queryKey: [...produtosQueryKey, 'lista', filtros],
    queryFn: ({ signal }) => getProdutos(filtros, signal),
    placeholderData: keepPreviousData,
  });

/** The catalogue list; loads again when the search changes. */
export function useProdutos(filtros: ProdutosFiltros) {
  return useQuery(produtosQueryOptions(filtros));
}
