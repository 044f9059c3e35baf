import { contatosBuscaSchema, type ContatoResumo } from '@colabora/shared/contracts/contatos-busca';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Fewest characters of a name worth a search (one letter would list half the contacts). */
export const BUSCA_MINIMO = 2;

/** GET /api/contatos/busca?q=…: the institution's contacts matching a name or phone digits. */
export function searchContatos(q: string, signal?: AbortSignal): Promise<ContatoResumo[]> {
  return getData(http.get('/api/contatos/busca', { searchParams: { q }, signal }), contatosBuscaSchema);
}

/**
 * Contacts matching `q` (already trimmed and debounced); nothing is asked below BUSCA_MINIMO. One
 * query per search term; a short staleTime, as new contacts arrive with every order.
 */
export const searchContatosQueryOptions = (q: string, { enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: ['contatos', 'busca', q],
    queryFn: ({ signal }) => searchContatos(q, signal),
    staleTime: 30_000,
    enabled: enabled && q.length >= BUSCA_MINIMO,
  });

export function useSearchContatos(q: string, options: { enabled?: boolean } = {}) {
  return useQuery(searchContatosQueryOptions(q, options));
}
