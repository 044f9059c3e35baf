import { contatosBuscaSchema, type ContatoResumo } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Fewest characters worth a search (one letter would list half the contacts). */
export const BUSCA_MINIMO = 2;

/** GET /api/leads/contatos?q=…: the institution's contacts matching a name or phone digits (Leads C). */
export function searchContatos(q: string, signal?: AbortSignal): Promise<ContatoResumo[]> {
  return getData(http.get('/api/leads/contatos', { searchParams: { q }, signal }), contatosBuscaSchema);
}

/**
 * Contacts matching `q` (already trimmed and debounced); nothing is asked below BUSCA_MINIMO. Keyed
 * under 'leads': the order form's ['contatos', 'busca', q] is another endpoint (GET /api/contatos/busca,
 * another profile right), and the remotes share one QueryClient.
 */
export const searchContatosQueryOptions = (q: string, { enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: ['leads', 'contatos', q],
    queryFn: ({ signal }) => searchContatos(q, signal),
    staleTime: 30_000,
    enabled: enabled && q.length >= BUSCA_MINIMO,
  });

export function useSearchContatos(q: string, options: { enabled?: boolean } = {}) {
  return useQuery(searchContatosQueryOptions(q, options));
}
