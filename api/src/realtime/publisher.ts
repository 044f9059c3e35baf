import type { DeliveryEnvelope, DeliveryTarget, Envelope } from './envelope';
import { groupNames } from './groups';
import type { HubAudience, HubDefinition } from './hubs/hub-definition';
import { writeInvocation } from './protocol/hub-messages';
import type { HubArg } from './hub-events';
import type { RealtimePublisher } from './publisher-types';
import type { DisconnectOptions, HubName, PublishOptions } from './types';

/** Sends an envelope to this process's connections and to the other processes. */
export type EnvelopeSink = (envelope: Envelope) => Promise<void>;

type Filter = { withinGroups?: readonly string[]; exceptGroups?: readonly string[] };

export function createPublisher(hubs: Record<HubName, HubDefinition>, sink: EnvelopeSink): RealtimePublisher {
  function send(
    hub: HubName,
    idInstituicao: number,
    target: DeliveryTarget,
    method: string,
    args: readonly unknown[],
    opts?: PublishOptions,
    filter: Filter = {},
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
    if (filter.withinGroups) envelope.withinGroups = filter.withinGroups;
    if (filter.exceptGroups?.length) envelope.exceptGroups = filter.exceptGroups;
    return sink(envelope);
  }

  /** One envelope per audience (each with its shape of the payload), in the hub's order. */
  async function sendToAudiences(
    hub: HubName,
    audiences: readonly HubAudience[],
    deliver: (audience: HubAudience) => Promise<void>,
  ): Promise<void> {
    if (audiences.length === 0) throw new Error(`Um evento de ${hub} sem destinatários possíveis.`);
    for (const audience of audiences) await deliver(audience);
  }

  // Protocol only: which connections get the frame. What each event means is its module's business;
  // who may see it is its hub's rule (hubs/chat-delivery.ts for /chathub).
  const publisher: RealtimePublisher = {
    toInstitution: (hub, idInstituicao, event, args, opts) =>
      sendToAudiences(hub, hubs[hub].audiences(idInstituicao, event, args, 'institution'), (audience) =>
        send(hub, idInstituicao, { kind: 'groups', groups: audience.groups }, event, audience.args, opts, {
          exceptGroups: audience.exceptGroups,
        }),
      ),
    toRoom: (idInstituicao, idChat, event, args, opts) =>
      send('chat', idInstituicao, { kind: 'group', group: groupNames.room(idInstituicao, idChat) }, event, args, opts),
    toUser: (hub, idInstituicao, idUsuario, event, args) =>
      sendToAudiences(hub, hubs[hub].audiences(idInstituicao, event, args, 'direct'), (audience) =>
        send(hub, idInstituicao, { kind: 'user', idUsuario }, event, audience.args, undefined, {
          withinGroups: audience.groups,
          exceptGroups: audience.exceptGroups,
        }),
      ),
    toConnection: (hub, idInstituicao, connectionId, event, args) =>
      sendToAudiences(hub, hubs[hub].audiences(idInstituicao, event, args, 'direct'), (audience) =>
        send(hub, idInstituicao, { kind: 'connection', connectionId }, event, audience.args, undefined, {
          withinGroups: audience.groups,
          exceptGroups: audience.exceptGroups,
        }),
      ),
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
