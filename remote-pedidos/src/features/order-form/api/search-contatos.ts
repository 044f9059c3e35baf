import type { ContatoResumo } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Fewest characters of a name worth a search (one letter would list half the contacts). */
export const BUSCA_MINIMO = 2;

/** GET /api/contatos/busca?q=…: the institution's contacts matching a name or phone digits. */
export function searchContatos(q: string, signal?: AbortSignal): Promise<ContatoResumo[]> {
  return getData<ContatoResumo[]>(http.get('/api/contatos/busca', { searchParams: { q }, signal }));
}

/** One query per search term; a short staleTime, as new contacts arrive with every order. */
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
