import { mensagensPageSchema, type CursorPage, type Mensagem } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { mensagensQueryKey } from './chats-cache';

/** Messages per page of a conversation's history. */
export const MENSAGENS_PAGE_SIZE = 50;

/** GET /api/chats/{idChat}/mensagens: one page of the history, newest first. */
export function getMensagens(idChat: number, cursor?: string, signal?: AbortSignal): Promise<CursorPage<Mensagem>> {
  const searchParams: Record<string, string> = { limit: String(MENSAGENS_PAGE_SIZE) };
  if (cursor) searchParams.cursor = cursor;
  return getData(http.get(`/api/chats/${idChat}/mensagens`, { searchParams, signal }), mensagensPageSchema);
}

/** The history by cursor (older pages on demand); NewMessage events write into it. */
export const mensagensQueryOptions = (idChat: number) =>
  infiniteQueryOptions({
    queryKey: mensagensQueryKey(idChat),
    queryFn: ({ pageParam, signal }) => getMensagens(idChat, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useMensagens(idChat: number) {
  return useInfiniteQuery(mensagensQueryOptions(idChat));
}
