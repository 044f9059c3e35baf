/**
 * Group names. Every name carries the institution, so a group can never mix tenants even when
 * two institutions use the same chat id.
 */
export const groupNames = {
  /** /pedidoshub: connections that called JoinPedidosGroup. */
  pedidos: (idInstituicao: number) => `pedidos:${idInstituicao}`,
  /** /chathub: every connection of the institution, joined on connect. */
  chatInstitution: (idInstituicao: number) => `chat:${idInstituicao}`,
  /** /chathub: connections that called JoinRoom for that chat. */
  room: (idInstituicao: number, idChat: number) => `room:${idInstituicao}:${idChat}`,
} as const;
