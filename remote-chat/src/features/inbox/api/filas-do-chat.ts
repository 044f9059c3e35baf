import { chatSchema, filasDoChatSchema, type TransferirChatInput } from '@colabora/shared/contracts';
import { getData, getEnvelope, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { filasDoChatQueryKey, writeChatToCache } from './chats-cache';
import type { LoadWhen } from '../../../lib/load-when';

/*
 * The queues as the inbox uses them (ADR 0034): to filter the list and to transfer a conversation.
 * The note a transfer writes reaches the open conversation by the hub (NewMessage), like any note.
 */

/** GET /api/chats/filas: the institution's queues, `minha` when the user is a member. */
export function getFilasDoChat(signal?: AbortSignal) {
  return getData(http.get('/api/chats/filas', { signal }), filasDoChatSchema);
}

export const filasDoChatQueryOptions = () =>
  queryOptions({ queryKey: filasDoChatQueryKey, queryFn: ({ signal }) => getFilasDoChat(signal), staleTime: 60_000 });

export function useFilasDoChat({ enabled = true }: LoadWhen = {}) {
  return useQuery({ ...filasDoChatQueryOptions(), enabled });
}

/** POST /api/chats/{idChat}/transferencia: to a person or a queue, with a note only staff see. */
export const transferirChat = (idChat: number, input: TransferirChatInput) =>
  getEnvelope(http.post(`/api/chats/${idChat}/transferencia`, { json: input }), chatSchema);

export function useTransferirChat(idChat: number) {
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  return useMutation({
    mutationFn: (input: TransferirChatInput) => transferirChat(idChat, input),
    onSuccess: (body) => {
      if (body.data) writeChatToCache(queryClient, body.data, session?.usuario.idUsuario ?? null);
    },
  });
}
