import type { Chat, FilaDoChat } from '@colabora/shared/contracts';
import { sessionAtom } from '@colabora/shared/session';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { belongs, filasDoChatQueryKey, type ChatFiltros } from '../api/chats-cache';
import { useFixadas } from '../api/fixadas';
import { chatQueryOptions } from '../api/get-chat';

/**
 * The list with the user's pinned conversations first (ADR 0038), in the order they were pinned,
 * each only when the list's filters show it. A pinned conversation older than the loaded pages is
 * read on its own (at most 20), so it is on top however long ago it moved. Answers the items and
 * which are pinned.
 */
export function useFixadasPrimeiro(
  items: readonly Chat[],
  filtros: ChatFiltros,
): { items: Chat[]; fixadas: Set<number> } {
  const queryClient = useQueryClient();
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  const ids = useFixadas().data ?? [];
  const loaded = new Map(items.map((chat) => [chat.idChat, chat]));
  const faltando = ids.filter((id) => !loaded.has(id));
  const lidas = useQueries({ queries: faltando.map((id) => ({ ...chatQueryOptions(id), staleTime: 30_000 })) });
  const minhasFilas = (queryClient.getQueryData<FilaDoChat[]>(filasDoChatQueryKey) ?? [])
    .filter((fila) => fila.minha)
    .map((fila) => fila.idFila);
  const extra = new Map(lidas.flatMap((query) => (query.data ? [[query.data.idChat, query.data] as const] : [])));
  const fixadas = ids.flatMap((id) => {
    const chat = loaded.get(id) ?? extra.get(id);
    // A loaded one already passed the server's filters; one read alone passes the list's own.
    if (!chat || (!loaded.has(id) && (filtros.q || !belongs(chat, filtros, idUsuario, minhasFilas)))) return [];
    return [chat];
  });
  const pinned = new Set(fixadas.map((chat) => chat.idChat));
  return { items: [...fixadas, ...items.filter((chat) => !pinned.has(chat.idChat))], fixadas: pinned };
}
