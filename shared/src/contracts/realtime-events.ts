/**
 * Hub names, methods and payloads shared by the API's SignalR server and the host's client.
 * Casings are the seed's, exactly (SPEC §3, §7): chat payloads mix camelCase and PascalCase.
 */
import type { CampanhaStatus, DestinatarioStatus } from './campanhas';
import type { Canal } from './chat-canais';
import type { Chat, ChatStatus, Mensagem } from './chat';
import type { Lead } from './marketing';
import type { Pedido, StatusPedidoAtualizadoPayload } from './pedidos';
import type { PresencaAtualizadaPayload } from './presenca';

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
  mensagemAtualizada: 'MensagemAtualizada',
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
  presencaAtualizada: 'PresencaAtualizada',
} as const;

export const CHAT_METHODS = { joinRoom: 'JoinRoom', leaveRoom: 'LeaveRoom', sendTyping: 'SendTyping' } as const;

/**
 * The screens (menu `rota`) whose live data travels on /chathub. R on any of them opens the hub;
 * each connection gets only the events of the screens its profile grants (the API's delivery rule,
 * api/src/realtime/hubs/chat-delivery.ts; docs/decisions/0017-hub-delivery-by-screen.md).
 */
export const CHAT_HUB_SCREENS = ['chat', 'leads', 'funil', 'campanhas', 'envio-massa', 'whatsapp-qrcode'] as const;
export type ChatHubScreen = (typeof CHAT_HUB_SCREENS)[number];

/** The screens each hub serves: a user holding R on none of a hub's screens cannot open it. */
export const HUB_SCREENS = { pedidos: ['pedidos'], chat: CHAT_HUB_SCREENS } as const;
export type HubScreen = (typeof HUB_SCREENS)[keyof typeof HUB_SCREENS][number];

export type NewChatCreatedPayload = { idChat: number; idInstituicao: number };
export type ChatDeletedPayload = { IdChat: number; IdInstituicao: number };
export type ChatStatusChangedPayload = { IdChat: number; Status: ChatStatus; IdInstituicao: number };
export type EnvioMassaUpdatePayload = {
  idEspecialistaCampanha: number;
  /** The campaign's own status when `ordem` is 0, else the recipient's (the seed's one field for both). */
  status: CampanhaStatus | DestinatarioStatus;
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
 * The arguments of every /chathub event, by name (casings as the seed, SPEC §3). Who receives each
 * is the API's delivery rule (chat-delivery.ts): a connection gets an event only when its user
 * holds R on a screen that shows it, with what that screen shows.
 */
export type ChatHubEvents = {
  /**
   * To the chat's room (JoinRoom, Chat screen): a message when it is new and again when its
   * delivery status changes (clients upsert by idMensagem).
   */
  NewMessage: [message: Mensagem];
  /**
   * To the chat's room: a message already shown changed without being new — a reaction, an edit,
   * a delete for everyone (clients replace it by idMensagem; no sound, no unread).
   */
  MensagemAtualizada: [message: Mensagem];
  /** Chat screen: the whole conversation as GET /api/chats/{idChat} answers it. */
  ConversaAtualizada: [conversa: Chat];
  /** To the chat's room: who is typing there. */
  UserTyping: [userName: string, isTyping: boolean];
  /**
   * Campanhas and Envio em massa screens: a recipient's new status (ordem ≥ 1) or the campaign's
   * own (ordem 0, telefone ''). The recipient's phone only to the Envio em massa screen, the one
   * that lists recipients; the Campanhas screen gets telefone ''.
   */
  EnvioMassaUpdate: [payload: EnvioMassaUpdatePayload];
  /** Chat screen. */
  ChatDeleted: [payload: ChatDeletedPayload];
  /** Chat screen. */
  ChatStatusChanged: [payload: ChatStatusChangedPayload];
  /** Chat screen (the list and the new-chat sound). */
  NewChatCreated: [payload: NewChatCreatedPayload];
  /**
   * Conectar WhatsApp screen only: a channel's connection changed (state, number, a new QR or
   * pairing code from the gateway), the whole channel as GET /api/canais lists it. The code pairs
   * a phone with the institution's number, so it never reaches anyone else.
   */
  CanalAtualizado: [canal: Canal & { idInstituicao: number }];
  /** Conectar WhatsApp screen: a channel deleted (its conversations went with it: ChatDeleted each). */
  CanalExcluido: [payload: { idCanal: number; idInstituicao: number }];
  /**
   * Leads and Funil screens: a lead created, edited or moved on the funnel, the whole lead as
   * their lists show it (value, notes, the contact's custom fields). `idInstituicao` for the guard.
   */
  LeadAtualizado: [lead: Lead & { idInstituicao: number }];
  /** Leads and Funil screens: a lead deleted. */
  LeadExcluido: [payload: { idLead: number; idInstituicao: number }];
  /** Chat screen: a colleague went online, ausente or offline (ADR 0037). */
  PresencaAtualizada: [payload: PresencaAtualizadaPayload];
};
