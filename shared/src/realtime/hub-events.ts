import type {
  ChatDeletedPayload,
  ChatStatusChangedPayload,
  EnvioMassaUpdatePayload,
  NewChatCreatedPayload,
} from '../contracts/realtime-events';

/** Arguments of each /pedidoshub event (order payloads are the API's order JSON). */
export type PedidosEventArgs = {
  NovoPedido: [pedido: unknown];
  StatusPedidoAtualizado: [payload: unknown];
  PedidoAtualizado: [pedido: unknown];
  JoinedPedidosGroup: [idInstituicao: number];
};

/** Arguments of each /chathub event, casings as the seed (SPEC §3). */
export type ChatEventArgs = {
  NewMessage: [message: unknown];
  ConversaAtualizada: [conversa: unknown];
  UserTyping: [name: string, isTyping: boolean];
  EnvioMassaUpdate: [payload: EnvioMassaUpdatePayload];
  ChatDeleted: [payload: ChatDeletedPayload];
  ChatStatusChanged: [payload: ChatStatusChangedPayload];
  NewChatCreated: [payload: NewChatCreatedPayload];
};

export type PedidosEventName = keyof PedidosEventArgs;
export type ChatEventName = keyof ChatEventArgs;
