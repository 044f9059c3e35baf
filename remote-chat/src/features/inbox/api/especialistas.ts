import type { ApiResponse, Chat, Especialista } from '@colabora/shared/contracts';
import { getData, getEnvelope, http, SKIP_GLOBAL_ERRORS } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { chatsQueryKey, writeChatToCache } from './chats-cache';

/**
 * The institution's AI specialists, for giving a conversation to one. A profile without the
 * Especialistas screen gets 403: then the inbox offers no specialist (not a reason to sign out).
 */
export function useEspecialistasAtivos() {
  return useQuery({
    queryKey: [...chatsQueryKey, 'especialistas'],
    queryFn: ({ signal }) =>
      getData<Especialista[]>(http.get('/api/especialistas', { signal, headers: { [SKIP_GLOBAL_ERRORS]: '1' } })),
    select: (especialistas) => especialistas.filter((item) => item.ativo),
    retry: false,
    staleTime: 60_000,
  });
}

/** PUT /api/chats/{idChat}/especialista: the specialist answers it from now on (null: the staff do). */
export function useAtribuirEspecialista(idChat: number) {
  const queryClient = useQueryClient();
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  return useMutation({
    mutationFn: (idEspecialista: number | null): Promise<ApiResponse<Chat>> =>
      getEnvelope<Chat>(http.put(`/api/chats/${idChat}/especialista`, { json: { idEspecialista } })),
    onSuccess: (body) => {
      if (body.data) writeChatToCache(queryClient, body.data, idUsuario);
    },
  });
}
