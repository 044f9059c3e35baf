import { CHAT_PAGE_LIMIT_MAX, chatsPageSchema, type Chat, type CursorPage } from '@colabora/shared/contracts';
import { getData, http } from '@colabora/shared/http';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { agendaSearchParams } from '../lib/agenda-filtros';
import { chatsListQueryKey, type ChatFiltros } from './chats-cache';

/** Conversations per page of the list. */
export const CHATS_PAGE_SIZE = 30;

export function chatsSearchParams(filtros: ChatFiltros, cursor?: string): Record<string, string> {
  const params: Record<string, string> = { limit: String(Math.min(CHATS_PAGE_SIZE, CHAT_PAGE_LIMIT_MAX)) };
  if (filtros.status.length) params.status = filtros.status.join(',');
  if (filtros.minhas) params.minhas = 'true';
  if (filtros.q.trim()) params.q = filtros.q.trim();
  if (filtros.fila) params.fila = filtros.fila;
  Object.assign(params, agendaSearchParams(filtros));
  if (cursor) params.cursor = cursor;
  return params;
}

/** GET /api/chats: one page of the list, newest activity first. */
export function getChats(filtros: ChatFiltros, cursor?: string, signal?: AbortSignal): Promise<CursorPage<Chat>> {
  return getData(http.get('/api/chats', { searchParams: chatsSearchParams(filtros, cursor), signal }), chatsPageSchema);
}

/** The list by cursor; hub events write into it (chats-cache), so it is never polled. */
export const chatsQueryOptions = (filtros: ChatFiltros) =>
  infiniteQueryOptions({
    queryKey: chatsListQueryKey(filtros),
    queryFn: ({ pageParam, signal }) => getChats(filtros, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useChats(filtros: ChatFiltros) {
  return useInfiniteQuery(chatsQueryOptions(filtros));
}
