/**
 * Hub names, methods and payloads shared by the API's SignalR server and the host's client.
 * Casings are the seed's, exactly (SPEC §3, §7): chat payloads mix camelCase and PascalCase.
 */
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
