import { CHAT_EVENTS, PEDIDOS_EVENTS } from '@colabora/shared/contracts';
import type { DeliveryEnvelope, DeliveryTarget, Envelope } from './envelope';
import { groupNames } from './groups';
import type { HubDefinition } from './hubs/hub-definition';
import { writeInvocation } from './protocol/hub-messages';
import type { HubArg, RealtimePublisher } from './publisher-types';
import type { DisconnectOptions, HubName, PublishOptions } from './types';

/** Sends an envelope to this process's connections and to the other processes. */
export type EnvelopeSink = (envelope: Envelope) => Promise<void>;

export function createPublisher(hubs: Record<HubName, HubDefinition>, sink: EnvelopeSink): RealtimePublisher {
  function send(
    hub: HubName,
    idInstituicao: number,
    target: DeliveryTarget,
    method: string,
    args: readonly HubArg[],
    opts?: PublishOptions,
  ) {
    const envelope: DeliveryEnvelope = {
      type: 'deliver',
      hub,
      idInstituicao,
      target,
      frame: writeInvocation(method, args),
    };
    if (opts?.exceptConnectionIds?.length) envelope.exceptConnectionIds = opts.exceptConnectionIds;
    if (opts?.exceptUserIds?.length) envelope.exceptUserIds = opts.exceptUserIds;
    return sink(envelope);
  }

  const publisher: RealtimePublisher = {
    toInstitution: (hub, idInstituicao, method, args, opts) =>
      send(hub, idInstituicao, { kind: 'group', group: hubs[hub].institutionGroup(idInstituicao) }, method, args, opts),
    toRoom: (idInstituicao, idChat, method, args, opts) =>
      send('chat', idInstituicao, { kind: 'group', group: groupNames.room(idInstituicao, idChat) }, method, args, opts),
    toUser: (hub, idInstituicao, idUsuario, method, args) =>
      send(hub, idInstituicao, { kind: 'user', idUsuario }, method, args),
    toConnection: (hub, idInstituicao, connectionId, method, args) =>
      send(hub, idInstituicao, { kind: 'connection', connectionId }, method, args),
    disconnectUser(idUsuario, opts?: DisconnectOptions | string) {
      const options = typeof opts === 'string' ? { reason: opts } : (opts ?? {});
      return sink({
        type: 'disconnect',
        idUsuario,
        allowReconnect: options.allowReconnect ?? false,
        ...(options.reason !== undefined ? { reason: options.reason } : {}),
      });
    },

    novoPedido: (idInstituicao, pedido) =>
      publisher.toInstitution('pedidos', idInstituicao, PEDIDOS_EVENTS.novoPedido, [pedido]),
    statusPedidoAtualizado: (idInstituicao, payload) =>
      publisher.toInstitution('pedidos', idInstituicao, PEDIDOS_EVENTS.statusPedidoAtualizado, [payload]),
    pedidoAtualizado: (idInstituicao, pedido) =>
      publisher.toInstitution('pedidos', idInstituicao, PEDIDOS_EVENTS.pedidoAtualizado, [pedido]),
    newMessage: (idInstituicao, idChat, message) =>
      publisher.toRoom(idInstituicao, idChat, CHAT_EVENTS.newMessage, [message]),
    conversaAtualizada: (idInstituicao, conversa) =>
      publisher.toInstitution('chat', idInstituicao, CHAT_EVENTS.conversaAtualizada, [conversa]),
    newChatCreated: (payload) =>
      publisher.toInstitution('chat', payload.idInstituicao, CHAT_EVENTS.newChatCreated, [payload]),
    chatDeleted: (payload) =>
      publisher.toInstitution('chat', payload.IdInstituicao, CHAT_EVENTS.chatDeleted, [payload]),
    chatStatusChanged: (payload) =>
      publisher.toInstitution('chat', payload.IdInstituicao, CHAT_EVENTS.chatStatusChanged, [payload]),
    envioMassaUpdate: (idInstituicao, payload) =>
      publisher.toInstitution('chat', idInstituicao, CHAT_EVENTS.envioMassaUpdate, [payload]),
  };
  return publisher;
}
