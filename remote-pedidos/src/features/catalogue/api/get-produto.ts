import type { ProdutoServico } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { produtosQueryKey } from './get-produtos';

/** GET /api/produtos-servicos/{id}: 404 for an entry that does not exist (or is another institution's). */
export function getProduto(id: number): Promise<ProdutoServico> {
  return getData<ProdutoServico>(http.get(`/api/produtos-servicos/${id}`));
}

export const produtoQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...produtosQueryKey, 'detalhe', id], queryFn: () => getProduto(id) });

/** The entry `id` for its form; null loads nothing (a new entry, an id that cannot exist). */
export function useProduto(id: number | null) {
  return useQuery({ ...produtoQueryOptions(id ?? 0), enabled: id !== null });
}
