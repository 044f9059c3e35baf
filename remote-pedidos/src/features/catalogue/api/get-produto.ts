import { produtoServicoSchema, type ProdutoServico } from '@colabora/shared/contracts/produtos';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { produtosQueryKey } from './get-produtos';

/** GET /api/produtos-servicos/{id}: 404 for an entry that does not exist (or is another institution's). */
export function getProduto(id: number): Promise<ProdutoServico> {
  return getData(http.get(`/api/produtos-servicos/${id}`), produtoServicoSchema);
}

/** The entry `id` for its form; null loads nothing (a new entry, an id that cannot exist). */
export const produtoQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...produtosQueryKey, 'detalhe', id ?? 0],
    queryFn: () => getProduto(id ?? 0),
    enabled: id !== null,
  });

export function useProduto(id: number | null) {
  return useQuery(produtoQueryOptions(id));
}
