import { minhaPresencaSchema, type MinhaPresenca } from '@colabora/shared/contracts/presenca';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/*
 * The signed-in user's own "ausente" (ADR 0037), for the side menu. The Filas screen (remote-chat)
 * asks the same endpoint under the same key, so both read one cache entry (the host owns the
 * QueryClient) and never disagree.
 */

export const minhaPresencaQueryKey = ['presenca', 'minha'] as const;

export const minhaPresencaQueryOptions = () =>
  queryOptions({
    queryKey: minhaPresencaQueryKey,
    queryFn: ({ signal }) => getData(http.get('/api/presenca/minha', { signal }), minhaPresencaSchema),
  });

export function useMinhaPresenca() {
  return useQuery(minhaPresencaQueryOptions());
}

export function useDefinirAusente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ausente: boolean) =>
      getEnvelope(http.put('/api/presenca/minha', { json: { ausente } }), minhaPresencaSchema),
    onSuccess: (body) => {
      queryClient.setQueryData<MinhaPresenca>(minhaPresencaQueryKey, body.data);
      // Colleagues' list (remote-chat's ['presenca']) hears the hub; this user's own row changes now.
      void queryClient.invalidateQueries({ queryKey: ['presenca'], exact: true });
    },
  });
}
