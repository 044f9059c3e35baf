import { contatoAudienciaSchema, type ContatoAudiencia } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/contatos/{idContato}/audiencia: the lead's contact as marketing sees it (its consent). */
export function getContatoAudiencia(idContato: number, signal?: AbortSignal): Promise<ContatoAudiencia> {
  return getData(http.get(`/api/contatos/${idContato}/audiencia`, { signal }), contatoAudienciaSchema);
}

export const contatoAudienciaQueryOptions = (idContato: number) =>
  queryOptions({
    // Under 'contatos': a consent recorded on the Contacts screen refreshes it.
    queryKey: ['contatos', 'audiencia', idContato] as const,
    queryFn: ({ signal }) => getContatoAudiencia(idContato, signal),
  });

export function useContatoAudiencia(idContato: number) {
  return useQuery(contatoAudienciaQueryOptions(idContato));
}
