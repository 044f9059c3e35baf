import { chatsFixadosSchema } from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fixadasQueryKey } from './chats-cache';

/* The conversations the user pinned to the top of their own list (ADR 0038). */

export function getFixadas(signal?: AbortSignal): Promise<number[]> {
  return getData(http.get('/api/chats/fixadas', { signal }), chatsFixadosSchema).then((data) => data.idsChat);
}

export const fixadasQueryOptions = () =>
  queryOptions({ queryKey: fixadasQueryKey, queryFn: ({ signal }) => getFixadas(signal), staleTime: 60_000 });

export function useFixadas() {
  return useQuery(fixadasQueryOptions());
}

export const fixarChat = (idChat: number, fixar: boolean) =>
  getEnvelope(
    fixar ? http.put(`/api/chats/${idChat}/fixada`) : http.delete(`/api/chats/${idChat}/fixada`),
    chatsFixadosSchema,
  );

export function useFixarChat(idChat: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fixar: boolean) => fixarChat(idChat, fixar),
    onSuccess: (body) => {
      if (body.data) queryClient.setQueryData(fixadasQueryKey, body.data.idsChat);
    },
  });
}
