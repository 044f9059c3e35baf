import { contatoPaginaSchema, type ContatoPagina } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contatosKeys } from './get-contatos';

/** An id from the address that can be a contact's; any other loads nothing. */
const isContatoId = (idContato: number) => Number.isInteger(idContato) && idContato > 0;

/** GET /api/contatos/{idContato}: the contact, its consent history and what it has. */
export function getContato(idContato: number, signal?: AbortSignal): Promise<ContatoPagina> {
  return getData(http.get(`/api/contatos/${idContato}`, { signal }), contatoPaginaSchema);
}

export const contatoQueryOptions = (idContato: number) =>
  queryOptions({
    queryKey: contatosKeys.pagina(idContato),
    queryFn: ({ signal }) => getContato(idContato, signal),
    enabled: isContatoId(idContato),
  });

export function useContato(idContato: number) {
  return useQuery(contatoQueryOptions(idContato));
}
