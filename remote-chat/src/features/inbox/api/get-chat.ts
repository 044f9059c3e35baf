import { chatSchema, type Chat } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatQueryKey } from './chats-cache';

/** GET /api/chats/{idChat}: the conversation's header (contact, status, assignee). */
export function getChat(idChat: number, signal?: AbortSignal): Promise<Chat> {
  return getData(http.get(`/api/chats/${idChat}`, { signal }), chatSchema);
}

export const chatQueryOptions = (idChat: number) =>
  queryOptions({ queryKey: chatQueryKey(idChat), queryFn: ({ signal }) => getChat(idChat, signal) });

export function useChat(idChat: number) {
  return useQuery(chatQueryOptions(idChat));
}
