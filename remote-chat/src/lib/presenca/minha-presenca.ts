import { minhaPresencaSchema, type MinhaPresenca } from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { presencasQueryKey } from './get-presencas';

/* The signed-in user's own "ausente" (ADR 0037): GET and PUT /api/presenca/minha. */

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
      void queryClient.invalidateQueries({ queryKey: presencasQueryKey, exact: true });
    },
  });
}
