import type { ContatoResumo } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Fewest characters worth a search (one letter would list half the contacts). */
export const BUSCA_MINIMO = 2;

/** GET /api/leads/contatos?q=…: the institution's contacts matching a name or phone digits (Leads C). */
export function searchContatos(q: string, signal?: AbortSignal): Promise<ContatoResumo[]> {
  return getData<ContatoResumo[]>(http.get('/api/leads/contatos', { searchParams: { q }, signal }));
}

export const searchContatosQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['contatos', 'busca', q],
    queryFn: ({ signal }) => searchContatos(q, signal),
    staleTime: 30_000,
  });

/** Contacts matching `q` (already trimmed and debounced); nothing is asked below BUSCA_MINIMO. */
export function useSearchContatos(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchContatosQueryOptions(q), enabled: enabled && q.length >= BUSCA_MINIMO });
}
