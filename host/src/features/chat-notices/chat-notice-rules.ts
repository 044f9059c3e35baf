import { waitsForUser, type ChatsAguardando } from '@colabora/shared/contracts/chat-avisos';
import type { Chat } from '@colabora/shared/contracts/chat';
import { formatTelefoneContato } from '@colabora/shared/format';

/*
 * What one hub event does to the notices (issue #27, ADR 0028), as plain functions: which
 * conversations wait for the user, and whether this change is news worth a toast.
 */

export type ConversaOutcome = { aguardando: ChatsAguardando; notice: boolean };

/**
 * A conversation as ConversaAtualizada sends it: it joins or leaves the waiting ones by the one
 * rule (waitsForUser), and it is a notice when its last message is the contact's, newer than any
 * seen (not an assignment, a read, a status or a delivery receipt of an older one), and it waits
 * for this user. Notes and the staff's own sends never are.
 *
 * @example applyConversa({ idsChat: [], ultimoIdMensagem: 10 }, chatWithNewEntrada, 7) // → { aguardando: { idsChat: [chat.idChat], … }, notice: true }
 */
export function applyConversa(aguardando: ChatsAguardando, chat: Chat, idUsuario: number): ConversaOutcome {
  const waits = waitsForUser(chat, idUsuario, aguardando.idsFila);
  const others = aguardando.idsChat.filter((idChat) => idChat !== chat.idChat);
  const idsChat = waits ? [chat.idChat, ...others] : others;
  const last = chat.ultimaMensagem;
  const isNew = last !== null && last.idMensagem > aguardando.ultimoIdMensagem;
  return {
    aguardando: { ...aguardando, idsChat, ultimoIdMensagem: isNew ? last.idMensagem : aguardando.ultimoIdMensagem },
    notice: waits && isNew && last.direcao === 'entrada',
  };
}

/** A conversation deleted: it no longer waits. */
export function removeConversa(aguardando: ChatsAguardando, idChat: number): ChatsAguardando {
  return { ...aguardando, idsChat: aguardando.idsChat.filter((id) => id !== idChat) };
}

/** The chat screen shows its own list and badges: the toast is for every other screen. */
export function isChatScreen(pathname: string): boolean {
  return /^\/chat(\/|$)/.test(pathname);
}

/**
 * The toast's text: the contact's name, or the phone when WhatsApp gave no name.
 * @example noticeText(chat) // → 'Nova mensagem de Patrícia Souza'
 */
export function noticeText(chat: Pick<Chat, 'contato'>): string {
  return `Nova mensagem de ${chat.contato.nome.trim() || formatTelefoneContato(chat.contato.telefone)}`;
}
