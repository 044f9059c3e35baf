/**
 * Group names. Every name carries the institution, so a group can never mix tenants even when
 * two institutions use the same chat id.
 */
export const groupNames = {
  /** /pedidoshub: connections that called JoinPedidosGroup. */
  pedidos: (idInstituicao: number) => `pedidos:${idInstituicao}`,
  /**
   * Either hub: connections whose user holds R on that screen (menu `rota`), joined on connect
   * from the grants checked at the handshake. Institution-wide events go to these, never to the
   * whole institution (hubs/chat-delivery.ts).
   */
  screen: (idInstituicao: number, screen: string) => `screen:${idInstituicao}:${screen}`,
  /** /chathub: connections that called JoinRoom for that chat. */
  room: (idInstituicao: number, idChat: number) => `room:${idInstituicao}:${idChat}`,
} as const;
