import { CHAT_EVENTS, type Chat, type Mensagem } from '@colabora/shared/contracts';
import { publishSafely, publishToRoomSafely, type EventSink } from '../../realtime/publish-safely';

/*
 * The chat module's hub events (/chathub, SPEC §7), typed by ChatHubEvents, published after the
 * write committed. Where each goes (the hub's rule, realtime/hubs/chat-delivery.ts):
 * - NewMessage → the chat's room (JoinRoom): the open conversation appends or updates the message
 *   (a delivery status change sends the message again; clients upsert by idMensagem);
 * - MensagemAtualizada → the chat's room: a message changed without being new (a reaction, an
 *   edit, a delete for everyone): replaced in place, no sound, no unread;
 * - ConversaAtualizada, NewChatCreated, ChatStatusChanged, ChatDeleted → the institution's
 *   connections holding the Chat screen: the list, the badges and the new-chat sound.
 *   ConversaAtualizada carries the last message, so a list needs no NewMessage, and room members
 *   never get the same message twice.
 * Each through publishSafely (realtime/publish-safely.ts): a failure is logged, never thrown.
 */

/** NewMessage to the chat's room. */
export function publishNewMessage(sink: EventSink, mensagem: Mensagem, chat: Chat): Promise<void> {
  return publishToRoomSafely(sink, chat.idInstituicao, chat.idChat, CHAT_EVENTS.newMessage, [mensagem]);
}

/** MensagemAtualizada to the chat's room: a reaction, an edit or a delete for everyone (not a new message). */
export function publishMensagemAtualizada(sink: EventSink, mensagem: Mensagem, chat: Chat): Promise<void> {
  return publishToRoomSafely(sink, chat.idInstituicao, chat.idChat, CHAT_EVENTS.mensagemAtualizada, [mensagem]);
}

/** ConversaAtualizada: the conversation as GET /api/chats/{idChat} answers it. */
export function publishConversaAtualizada(sink: EventSink, chat: Chat): Promise<void> {
  return publishSafely(sink, 'chat', chat.idInstituicao, CHAT_EVENTS.conversaAtualizada, [chat]);
}

export function publishNewChatCreated(sink: EventSink, chat: Chat): Promise<void> {
  return publishSafely(sink, 'chat', chat.idInstituicao, CHAT_EVENTS.newChatCreated, [
    { idChat: chat.idChat, idInstituicao: chat.idInstituicao },
  ]);
}

export function publishChatStatusChanged(sink: EventSink, chat: Chat): Promise<void> {
  return publishSafely(sink, 'chat', chat.idInstituicao, CHAT_EVENTS.chatStatusChanged, [
    { IdChat: chat.idChat, Status: chat.status, IdInstituicao: chat.idInstituicao },
  ]);
}

export function publishChatDeleted(sink: EventSink, idInstituicao: number, idChat: number): Promise<void> {
  return publishSafely(sink, 'chat', idInstituicao, CHAT_EVENTS.chatDeleted, [
    { IdChat: idChat, IdInstituicao: idInstituicao },
  ]);
}

/** A message stored or moved forward: the room sees the message, the institution the conversation. */
export async function publishMessageChange(sink: EventSink, chat: Chat, mensagem: Mensagem): Promise<void> {
  await publishNewMessage(sink, mensagem, chat);
  await publishConversaAtualizada(sink, chat);
}
