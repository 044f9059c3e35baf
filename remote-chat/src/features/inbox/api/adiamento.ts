import { chatSchema, type ApiResponse, type Chat } from '@colabora/shared/contracts';
import { getEnvelope, http } from '@colabora/shared/http';
import { sessionAtom } from '@colabora/shared/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { writeChatToCache } from './chats-cache';

/*
 * Snooze (ADR 0038): the conversation leaves the list until a time (or until the contact writes).
 * The answer is written into every list at once; the history line arrives by the hub.
 */

/** PUT /api/chats/{idChat}/adiamento */
export const adiarChat = (idChat: number, ate: Date) =>
  getEnvelope(http.put(`/api/chats/${idChat}/adiamento`, { json: { ate: ate.toISOString() } }), chatSchema);

/** DELETE /api/chats/{idChat}/adiamento: back now. */
export const trazerDeVolta = (idChat: number) => getEnvelope(http.delete(`/api/chats/${idChat}/adiamento`), chatSchema);

export function useAdiamento(idChat: number) {
  const queryClient = useQueryClient();
  const idUsuario = useAtomValue(sessionAtom)?.usuario.idUsuario ?? null;
  const write = (body: ApiResponse<Chat>) => {
    if (body.data) writeChatToCache(queryClient, body.data, idUsuario);
  };
  return {
    adiar: useMutation({ mutationFn: (ate: Date) => adiarChat(idChat, ate), onSuccess: write }),
    trazer: useMutation({ mutationFn: () => trazerDeVolta(idChat), onSuccess: write }),
  };
}
