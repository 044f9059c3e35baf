import type {
  ChatDeletedPayload,
  ChatStatusChangedPayload,
  EnvioMassaUpdatePayload,
  NewChatCreatedPayload,
} from '@colabora/shared/contracts';
import type { DisconnectOptions, HubName, PublishOptions } from './types';

/** Any JSON-serialisable value a hub event may carry. */
export type HubArg =
  string | number | boolean | null | readonly HubArg[] | { readonly [key: string]: HubArg | undefined } | object;

/**
 * What the rest of the server uses to push events. Every target names its institution, and
 * delivery re-checks it against each connection's token, so no event can cross tenants even if a
 * caller passes a wrong user or connection id.
 */
export type RealtimePublisher = {
  /** Every connection of the institution on that hub (on /pedidoshub: the joined orders group). */
  toInstitution(
    hub: HubName,
    idInstituicao: number,
    method: string,
    args: readonly HubArg[],
    opts?: PublishOptions,
  ): Promise<void>;
  /** Connections that joined the chat room (JoinRoom) of that institution's chat. */
  toRoom(
    idInstituicao: number,
    idChat: number,
    method: string,
    args: readonly HubArg[],
    opts?: PublishOptions,
  ): Promise<void>;
  /** Every connection of a user on that hub. */
  toUser(
    hub: HubName,
    idInstituicao: number,
    idUsuario: number,
    method: string,
    args: readonly HubArg[],
  ): Promise<void>;
  /** One connection, by its public connectionId. */
  toConnection(
    hub: HubName,
    idInstituicao: number,
    connectionId: string,
    method: string,
    args: readonly HubArg[],
  ): Promise<void>;
  /** Closes every connection of the user on every process (logout, password change, disabled user). */
  disconnectUser(idUsuario: number, opts?: DisconnectOptions | string): Promise<void>;

  novoPedido(idInstituicao: number, pedido: object): Promise<void>;
  statusPedidoAtualizado(idInstituicao: number, payload: object): Promise<void>;
  pedidoAtualizado(idInstituicao: number, pedido: object): Promise<void>;
  /** To the chat's room; the chat list learns of it through conversaAtualizada. */
  newMessage(idInstituicao: number, idChat: number, message: object): Promise<void>;
  conversaAtualizada(idInstituicao: number, conversa: object): Promise<void>;
  newChatCreated(payload: NewChatCreatedPayload): Promise<void>;
  chatDeleted(payload: ChatDeletedPayload): Promise<void>;
  chatStatusChanged(payload: ChatStatusChangedPayload): Promise<void>;
  envioMassaUpdate(idInstituicao: number, payload: EnvioMassaUpdatePayload): Promise<void>;
};
