import { chatSchema, type ApiResponse, type Chat } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { writeChatToCache } from './chats-cache';

/** PUT /api/chats/{idChat}/especialista: the specialist answers it from now on (null: the staff do). */
export function useAtribuirEspecialista(idChat: number) {
  const queryClient = useQueryClient();
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  return useMutation({
    mutationFn: (idEspecialista: number | null): Promise<ApiResponse<Chat>> =>
      getEnvelope(http.put(`/api/chats/${idChat}/especialista`, { json: { idEspecialista } }), chatSchema),
    onSuccess: (body) => {
      if (body.data) writeChatToCache(queryClient, body.data, idUsuario);
    },
  });
}
