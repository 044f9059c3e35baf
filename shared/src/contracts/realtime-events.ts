/**
 * Hub names, methods and payloads shared by the API's SignalR server and the host's client.
 * Casings are the seed's, exactly (SPEC §3, §7): chat payloads mix camelCase and PascalCase.
 */
import type { Canal, Chat, Mensagem } from './chat';
import type { Lead } from './marketing';
import type { Pedido, StatusPedidoAtualizadoPayload } from './pedidos';

export const HUB_PATHS = { pedidos: '/pedidoshub', chat: '/chathub' } as const;

export const PEDIDOS_EVENTS = {
  novoPedido: 'NovoPedido',
  statusPedidoAtualizado: 'StatusPedidoAtualizado',
  pedidoAtualizado: 'PedidoAtualizado',
  joinedPedidosGroup: 'JoinedPedidosGroup',
} as const;

export const PEDIDOS_METHODS = { join: 'JoinPedidosGroup', leave: 'LeavePedidosGroup' } as const;

export const CHAT_EVENTS = {
  newMessage: 'NewMessage',
  conversaAtualizada: 'ConversaAtualizada',
  userTyping: 'UserTyping',
  envioMassaUpdate: 'EnvioMassaUpdate',
  chatDeleted: 'ChatDeleted',
  chatStatusChanged: 'ChatStatusChanged',
  newChatCreated: 'NewChatCreated',
  canalAtualizado: 'CanalAtualizado',
  canalExcluido: 'CanalExcluido',
  leadAtualizado: 'LeadAtualizado',
  leadExcluido: 'LeadExcluido',
} as const;

export const CHAT_METHODS = { joinRoom: 'JoinRoom', leaveRoom: 'LeaveRoom', sendTyping: 'SendTyping' } as const;

export type NewChatCreatedPayload = { idChat: number; idInstituicao: number };
export type ChatDeletedPayload = { IdChat: number; IdInstituicao: number };
export type ChatStatusChangedPayload = { IdChat: number; Status: string; IdInstituicao: number };
export type EnvioMassaUpdatePayload = {
  idEspecialistaCampanha: number;
  status: string;
  telefone: string;
  ordem: number;
  timestamp: string;
};

/**
 * The arguments of every /pedidoshub event, by name: the one type the API publishes with and the
 * client subscribes with. Each event has one shape.
 */
export type PedidosHubEvents = {
  NovoPedido: [pedido: Pedido];
  StatusPedidoAtualizado: [payload: StatusPedidoAtualizadoPayload];
  PedidoAtualizado: [pedido: Pedido];
  /** Sent to the caller after JoinPedidosGroup succeeds. */
  JoinedPedidosGroup: [idInstituicao: number];
};

/**
 * The arguments of every /chathub event, by name (casings as the seed, SPEC §3). NewMessage carries
 * a message when it is new and again when its delivery status changes (clients upsert by
 * idMensagem); ConversaAtualizada carries the whole conversation as GET /api/chats/{idChat} answers.
 */
export type ChatHubEvents = {
  NewMessage: [message: Mensagem];
  ConversaAtualizada: [conversa: Chat];
  UserTyping: [userName: string, isTyping: boolean];
  EnvioMassaUpdate: [payload: EnvioMassaUpdatePayload];
  ChatDeleted: [payload: ChatDeletedPayload];
  ChatStatusChanged: [payload: ChatStatusChangedPayload];
  NewChatCreated: [payload: NewChatCreatedPayload];
  /**
   * A channel's connection changed (state, number, a new QR from the gateway): the whole channel
   * as GET /api/canais lists it, to the institution's users who may open the WhatsApp screen.
   */
  CanalAtualizado: [canal: Canal & { idInstituicao: number }];
  /** A channel deleted: open screens drop it (its conversations went with it: ChatDeleted each). */
  CanalExcluido: [payload: { idCanal: number; idInstituicao: number }];
  /**
   * A lead created, edited or moved on the funnel: the whole lead, to the institution's users on
   * /chathub (every open funnel and list writes it into its cache). `idInstituicao` for the guard.
   */
  LeadAtualizado: [lead: Lead & { idInstituicao: number }];
  /** A lead deleted: open funnels drop it. */
  LeadExcluido: [payload: { idLead: number; idInstituicao: number }];
};
