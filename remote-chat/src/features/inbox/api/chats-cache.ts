import type { Chat, ChatStatus, CursorPage, FilaDoChat, Mensagem } from '@colabora/shared/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { belongsToAgenda, type AgendaFiltros } from '../lib/agenda-filtros';

/*
 * Where conversations sit in the query cache, and how a newer copy of one (a hub event, a
 * mutation's answer) reaches every list and detail that shows it without a request. One key tree
 * under ['chats'], so a reconnect or a write invalidates exactly what it changes.
 */

/**
 * The list's filters, as the screen holds them (GET /api/chats query). `fila`: '' (every queue),
 * 'minhas' (the user's queues), 'nenhuma' (no queue yet) or a queue's id as text (ADR 0034).
 */
export type ChatFiltros = { status: ChatStatus[]; minhas: boolean; q: string; fila: string } & AgendaFiltros;

export const chatsQueryKey = ['chats'] as const;
export const chatsListQueryKey = (filtros?: ChatFiltros) =>
  filtros ? ([...chatsQueryKey, 'lista', filtros] as const) : ([...chatsQueryKey, 'lista'] as const);
export const chatQueryKey = (idChat: number) => [...chatsQueryKey, 'detalhe', idChat] as const;
export const mensagensQueryKey = (idChat: number) => [...chatsQueryKey, 'mensagens', idChat] as const;
export const contatoQueryKey = (idChat: number) => [...chatsQueryKey, 'contato', idChat] as const;
export const responsaveisQueryKey = [...chatsQueryKey, 'responsaveis'] as const;
export const filasDoChatQueryKey = [...chatsQueryKey, 'filas'] as const;
/** The agenda's (ADR 0038): scheduled messages of a conversation, labels, the user's pins and views. */
export const agendadasQueryKey = (idChat: number) => [...chatsQueryKey, 'agendadas', idChat] as const;
export const etiquetasQueryKey = [...chatsQueryKey, 'etiquetas'] as const;
export const fixadasQueryKey = [...chatsQueryKey, 'fixadas'] as const;
export const visoesQueryKey = [...chatsQueryKey, 'visoes'] as const;

type Pages<T> = InfiniteData<CursorPage<T>, string | undefined>;

const newestFirst = (a: Chat, b: Chat) => b.ultimaMensagemEm.localeCompare(a.ultimaMensagemEm) || b.idChat - a.idChat;

/** Whether the chat is in the queue filter's queues (`minhas`: the ones the user is a member of). */
function inFila(chat: Chat, fila: string, minhas: readonly number[]): boolean {
  if (!fila) return true;
  if (fila === 'nenhuma') return !chat.fila;
  if (fila === 'minhas') return !!chat.fila && minhas.includes(chat.fila.idFila);
  return chat.fila?.idFila === Number(fila);
}

/** Whether the list with these filters shows the chat (a text search is the server's to decide). */
export function belongs(
  chat: Chat,
  filtros: ChatFiltros,
  idUsuario: number | null,
  minhasFilas: readonly number[],
): boolean {
  if (filtros.status.length && !filtros.status.includes(chat.status)) return false;
  if (filtros.minhas && chat.responsavel?.idUsuario !== idUsuario) return false;
  if (!belongsToAgenda(chat, filtros, Boolean(filtros.q))) return false;
  return inFila(chat, filtros.fila ?? '', minhasFilas);
}

/**
 * Writes the conversation as it is now into every cached list (moved to its place by latest
 * activity, or out of a list whose filters it left) and into its detail.
 * @example onChatEvent(CHAT_EVENTS.conversaAtualizada, (chat) => writeChatToCache(queryClient, chat, me))
 */
export function writeChatToCache(queryClient: QueryClient, chat: Chat, idUsuario: number | null): void {
  const minhasFilas = (queryClient.getQueryData<FilaDoChat[]>(filasDoChatQueryKey) ?? [])
    .filter((fila) => fila.minha)
    .map((fila) => fila.idFila);
  for (const [queryKey, data] of queryClient.getQueriesData<Pages<Chat>>({ queryKey: chatsListQueryKey() })) {
    if (!data) continue;
    const filtros = queryKey[2] as ChatFiltros;
    const held = data.pages.some((page) => page.items.some((item) => item.idChat === chat.idChat));
    // A search lists what matched on the server: a chat it did not hold is not added here.
    const show = belongs(chat, filtros, idUsuario, minhasFilas) && (held || !filtros.q);
    const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((i) => i.idChat !== chat.idChat) }));
    if (show && pages[0]) {
      // Lists are newest activity first: it goes where it sorts among the loaded pages.
      const index = pages.findIndex((page) => page.items.some((item) => newestFirst(chat, item) <= 0));
      const target = pages[index === -1 ? pages.length - 1 : index] ?? pages[0];
      target.items = [...target.items, chat].sort(newestFirst);
    }
    queryClient.setQueryData<Pages<Chat>>(queryKey, { ...data, pages });
  }
  queryClient.setQueryData<Chat>(chatQueryKey(chat.idChat), chat);
}

/** A conversation deleted anywhere leaves every list, and its detail answers "not found" on refetch. */
export function removeChatFromCache(queryClient: QueryClient, idChat: number): void {
  for (const [queryKey, data] of queryClient.getQueriesData<Pages<Chat>>({ queryKey: chatsListQueryKey() })) {
    if (!data) continue;
    queryClient.setQueryData<Pages<Chat>>(queryKey, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.idChat !== idChat) })),
    });
  }
  queryClient.removeQueries({ queryKey: mensagensQueryKey(idChat) });
  void queryClient.invalidateQueries({ queryKey: chatQueryKey(idChat) });
}

/**
 * A message new or moved forward (delivery status): replaced where it is, or added as the newest.
 * Pages are newest first, as GET /api/chats/{idChat}/mensagens answers them.
 */
export function writeMensagemToCache(queryClient: QueryClient, mensagem: Mensagem): void {
  queryClient.setQueryData<Pages<Mensagem>>(mensagensQueryKey(mensagem.idChat), (data) => {
    if (!data || !data.pages[0]) return data;
    const held = data.pages.some((page) => page.items.some((item) => item.idMensagem === mensagem.idMensagem));
    if (held) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.idMensagem === mensagem.idMensagem ? mensagem : item)),
        })),
      };
    }
    const [first, ...rest] = data.pages;
    // The server's order (ADR 0036): WhatsApp's time, newest first, then id; a message fetched
    // late by reconciliation lands where it was sent, not at the bottom.
    const items = [mensagem, ...first.items].sort(
      (a, b) => Date.parse(b.criadoEm) - Date.parse(a.criadoEm) || b.idMensagem - a.idMensagem,
    );
    return { ...data, pages: [{ ...first, items }, ...rest] };
  });
}

/**
 * A message that changed without being new (a reaction, an edit, a delete for everyone:
 * MensagemAtualizada) replaced where it is; one not loaded stays unloaded (it is not the newest).
 */
export function replaceMensagemInCache(queryClient: QueryClient, mensagem: Mensagem): void {
  queryClient.setQueryData<Pages<Mensagem>>(mensagensQueryKey(mensagem.idChat), (data) => {
    if (!data) return data;
    const held = data.pages.some((page) => page.items.some((item) => item.idMensagem === mensagem.idMensagem));
    if (!held) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.idMensagem === mensagem.idMensagem ? mensagem : item)),
      })),
    };
  });
}
