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
    args: readonly unknown[],
    opts?: PublishOptions,
  ) {
    const envelope: DeliveryEnvelope = {
      type: 'deliver',
      hub,
      idInstituicao,
      target,
      frame: writeInvocation(method, args as readonly HubArg[]),
    };
    if (opts?.exceptConnectionIds?.length) envelope.exceptConnectionIds = opts.exceptConnectionIds;
    if (opts?.exceptUserIds?.length) envelope.exceptUserIds = opts.exceptUserIds;
    return sink(envelope);
  }

  // Protocol only: which connections get the frame. What each event means is its module's business.
  const publisher: RealtimePublisher = {
    toInstitution: (hub, idInstituicao, event, args, opts) =>
      send(hub, idInstituicao, { kind: 'group', group: hubs[hub].institutionGroup(idInstituicao) }, event, args, opts),
    toRoom: (idInstituicao, idChat, event, args, opts) =>
      send('chat', idInstituicao, { kind: 'group', group: groupNames.room(idInstituicao, idChat) }, event, args, opts),
    toUser: (hub, idInstituicao, idUsuario, event, args) =>
      send(hub, idInstituicao, { kind: 'user', idUsuario }, event, args),
    toConnection: (hub, idInstituicao, connectionId, event, args) =>
      send(hub, idInstituicao, { kind: 'connection', connectionId }, event, args),
    disconnectUser(idUsuario, opts?: DisconnectOptions | string) {
      const options = typeof opts === 'string' ? { reason: opts } : (opts ?? {});
      return sink({
        type: 'disconnect',
        idUsuario,
        allowReconnect: options.allowReconnect ?? false,
        ...(options.reason !== undefined ? { reason: options.reason } : {}),
      });
    },
  };
  return publisher;
}
