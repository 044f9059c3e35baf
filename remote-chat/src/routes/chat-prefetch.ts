import type { RoutePrefetch } from '@colabora/shared/query';
import type { ChatFiltros } from '../features/inbox/api/chats-cache';
import { filasDoChatQueryOptions } from '../features/inbox/api/filas-do-chat';
import { fixadasQueryOptions } from '../features/inbox/api/fixadas';
import { chatQueryOptions } from '../features/inbox/api/get-chat';
import { chatsQueryOptions } from '../features/inbox/api/get-chats';
import { mensagensQueryOptions } from '../features/inbox/api/get-mensagens';
import { visoesQueryOptions } from '../features/inbox/api/visoes';

/** The list's filters when the inbox opens: the Abertas tab, everyone's, every queue, no search (conversation-list.tsx). */
const OPENING_FILTROS: ChatFiltros = { status: ['aberta'], minhas: false, q: '', fila: '' };

/**
 * /chat's first data, asked for while the inbox's code still loads (issue #25): the conversation
 * list and what shapes it on screen (the pinned ones that order it, the queues and saved views
 * above it), and for /chat/{idChat} that conversation and its latest messages.
 */
const prefetchChat: RoutePrefetch = async ({ queryClient, path }) => {
  const idChat = /^\/(\d+)\/?$/.exec(path)?.[1];
  await Promise.all([
    queryClient.prefetchInfiniteQuery(chatsQueryOptions(OPENING_FILTROS)),
    queryClient.prefetchQuery(fixadasQueryOptions()),
    queryClient.prefetchQuery(filasDoChatQueryOptions()),
    queryClient.prefetchQuery(visoesQueryOptions()),
    ...(idChat
      ? [
          queryClient.prefetchQuery(chatQueryOptions(Number(idChat))),
          queryClient.prefetchInfiniteQuery(mensagensQueryOptions(Number(idChat))),
        ]
      : []),
  ]);
};

export default prefetchChat;
