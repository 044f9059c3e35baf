import * as v from 'valibot';
import type { Chat } from './chat';

/*
 * Notices that follow staff across the app (issue #27, ADR 0028): which conversations are
 * waiting for the signed-in user. The side menu's Chat badge, the tab title and the toast on other
 * screens all count the same conversations.
 */

const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** GET /api/chats/nao-lidas: the conversations waiting for the caller, once; hub events keep it live. */
export const chatsAguardandoSchema = v.strictObject({
  /** The conversations that count (waitsForUser), newest activity first. */
  idsChat: v.array(idSchema),
  /**
   * The newest message id stored when this was answered: a ConversaAtualizada whose last message is
   * newer is news (a toast); an older one is a conversation changing (assigned, read) and is not.
   */
  ultimoIdMensagem: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The caller's queues (ADR 0034): an unassigned conversation in another queue is not theirs to take. */
  idsFila: v.array(idSchema),
});
export type ChatsAguardando = v.InferOutput<typeof chatsAguardandoSchema>;

/** What the rule reads of a conversation. */
export type ChatAguardandoCampos = Pick<Chat, 'status' | 'naoLidas' | 'responsavel' | 'especialista'> &
  Partial<Pick<Chat, 'fila' | 'aguardandoSaudacao'>>;

/**
 * The one rule of "waiting for me" on the client (the API's SQL twin is
 * api/src/modules/chat/chat-avisos.queries.ts): a conversation not resolved, with unread messages
 * from the contact, assigned to the user, or assigned to nobody, not answered by an AI specialist,
 * not in the greeting menu, and in no queue or one of the user's queues `idsFila` (ADR 0034).
 *
 * @example waitsForUser({ status: 'aberta', naoLidas: 2, responsavel: null, especialista: null }, 7) // → true
 * @example waitsForUser({ status: 'aberta', naoLidas: 2, responsavel: null, especialista: null, fila: { idFila: 3, nome: 'Financeiro', cor: '#2e7d32' } }, 7, [1]) // → false
 */
export function waitsForUser(chat: ChatAguardandoCampos, idUsuario: number, idsFila: readonly number[] = []): boolean {
  if (chat.status === 'resolvida' || chat.naoLidas <= 0) return false;
  if (chat.responsavel) return chat.responsavel.idUsuario === idUsuario;
  if (chat.especialista !== null || chat.aguardandoSaudacao) return false;
  return !chat.fila || idsFila.includes(chat.fila.idFila);
}
