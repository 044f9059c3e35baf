import type { Chat, Mensagem } from '@colabora/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { HubEventArgs, RealtimePublisher } from '../../realtime/index';
import type { ChatScreenEventName } from '../../realtime/hubs/chat-delivery';
import { publishCanalAtualizado } from '../canais/canais.events';
import type { InboundOutcome } from './chat.commands';

/*
 * The chat module's hub events (/chathub, SPEC §7), typed by ChatHubEvents, published after the
 * write committed. Where each goes (the hub's rule, realtime/hubs/chat-delivery.ts):
 * - NewMessage → the chat's room (JoinRoom): the open conversation appends or updates the message
 *   (a delivery status change sends the message again; clients upsert by idMensagem);
 * - ConversaAtualizada, NewChatCreated, ChatStatusChanged, ChatDeleted → the institution's
 *   connections holding the Chat screen: the list, the badges and the new-chat sound.
 *   ConversaAtualizada carries the last message, so a list needs no NewMessage, and room members
 *   never get the same message twice.
 */

export type ChatEventSink = { realtime: RealtimePublisher; log: FastifyBaseLogger };

async function safely(log: FastifyBaseLogger, event: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    // The write already happened; clients refetch on reconnect.
    log.error({ err: error, event }, `falha ao publicar ${event}`);
  }
}

function toInstitution<E extends ChatScreenEventName>(
  { realtime, log }: ChatEventSink,
  idInstituicao: number,
  event: E,
  args: HubEventArgs<'chat', E>,
): Promise<void> {
  return safely(log, event, () => realtime.toInstitution('chat', idInstituicao, event, args));
}

/** NewMessage to the chat's room. */
export function publishNewMessage(sink: ChatEventSink, mensagem: Mensagem, chat: Chat): Promise<void> {
  return safely(sink.log, 'NewMessage', () =>
    sink.realtime.toRoom(chat.idInstituicao, chat.idChat, 'NewMessage', [mensagem]),
  );
}

/** ConversaAtualizada: the conversation as GET /api/chats/{idChat} answers it. */
export function publishConversaAtualizada(sink: ChatEventSink, chat: Chat): Promise<void> {
  return toInstitution(sink, chat.idInstituicao, 'ConversaAtualizada', [chat]);
}

export function publishNewChatCreated(sink: ChatEventSink, chat: Chat): Promise<void> {
  return toInstitution(sink, chat.idInstituicao, 'NewChatCreated', [
    { idChat: chat.idChat, idInstituicao: chat.idInstituicao },
  ]);
}

export function publishChatStatusChanged(sink: ChatEventSink, chat: Chat): Promise<void> {
  return toInstitution(sink, chat.idInstituicao, 'ChatStatusChanged', [
    { IdChat: chat.idChat, Status: chat.status, IdInstituicao: chat.idInstituicao },
  ]);
}

export function publishChatDeleted(sink: ChatEventSink, idInstituicao: number, idChat: number): Promise<void> {
  return toInstitution(sink, idInstituicao, 'ChatDeleted', [{ IdChat: idChat, IdInstituicao: idInstituicao }]);
}

/** A message stored or moved forward: the room sees the message, the institution the conversation. */
export async function publishMessageChange(sink: ChatEventSink, chat: Chat, mensagem: Mensagem): Promise<void> {
  await publishNewMessage(sink, mensagem, chat);
  await publishConversaAtualizada(sink, chat);
}

/** The events of what a channel's inbound events did (webhook, simulator, reconciliation). */
export async function publishInbound(sink: ChatEventSink, outcomes: InboundOutcome[]): Promise<void> {
  for (const outcome of outcomes) {
    if (outcome.kind === 'connection') {
      await publishCanalAtualizado(sink, outcome.canal);
    } else if (outcome.kind === 'message') {
      if (outcome.chatCriado) await publishNewChatCreated(sink, outcome.chat);
      else if (outcome.statusAnterior !== outcome.chat.status) await publishChatStatusChanged(sink, outcome.chat);
      await publishMessageChange(sink, outcome.chat, outcome.mensagem);
    } else if (outcome.kind === 'status') {
      await publishMessageChange(sink, outcome.chat, outcome.mensagem);
    }
  }
}
