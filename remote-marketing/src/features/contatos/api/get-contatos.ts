import { contatosPaginaSchema, type ContatosListaQuery, type ContatosPagina } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The contacts screen's query keys: a consent change refreshes `all` (the list and the pages). */
export const contatosKeys = {
  all: ['contatos'] as const,
  lista: (filtro: ContatosListaQuery) => ['contatos', 'lista', filtro] as const,
  pagina: (idContato: number) => ['contatos', 'pagina', idContato] as const,
};

/** The filters as the address' query string: only those set. */
export function contatosSearchParams(filtro: ContatosListaQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filtro)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** GET /api/contatos: one page by name (`apos` is the previous page's `proximo`), with the total. */
export function getContatos(filtro: ContatosListaQuery, signal?: AbortSignal): Promise<ContatosPagina> {
  return getData(
    http.get('/api/contatos', { searchParams: contatosSearchParams(filtro), signal }),
    contatosPaginaSchema,
  );
}

export const contatosQueryOptions = (filtro: ContatosListaQuery) =>
  queryOptions({
    queryKey: contatosKeys.lista(filtro),
    queryFn: ({ signal }) => getContatos(filtro, signal),
    placeholderData: keepPreviousData,
  });

export function useContatos(filtro: ContatosListaQuery) {
  return useQuery(contatosQueryOptions(filtro));
}
