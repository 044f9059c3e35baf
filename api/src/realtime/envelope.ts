import type { HubName } from './types';

export type DeliveryTarget =
  | { kind: 'group'; group: string }
  /** Every connection in any of the groups, once. */
  | { kind: 'groups'; groups: readonly string[] }
  | { kind: 'user'; idUsuario: number }
  | { kind: 'connection'; connectionId: string };

/**
 * One event on its way to connections, in the form that crosses the backplane. `frame` is the
 * complete text record, serialised once by the publisher and shared by every recipient.
 */
export type DeliveryEnvelope = {
  type: 'deliver';
  hub: HubName;
  /** Re-checked against each recipient's token: no event ever crosses institutions. */
  idInstituicao: number;
  target: DeliveryTarget;
  frame: string;
  exceptConnectionIds?: readonly string[];
  exceptUserIds?: readonly number[];
  /** Only connections in at least one of these groups (a user's or a connection's screens). */
  withinGroups?: readonly string[];
  /** Not to connections in any of these groups (they get another shape of the event). */
  exceptGroups?: readonly string[];
};

export type DisconnectEnvelope = {
  type: 'disconnect';
  idUsuario: number;
  reason?: string;
  allowReconnect: boolean;
};

export type Envelope = DeliveryEnvelope | DisconnectEnvelope;

/**
 * An envelope as the backplane carries it: a delivery's frame travels beside it as the bytes
 * every recipient gets, not escaped inside its JSON (ADR 0040).
 */
export type WireEnvelope = Omit<DeliveryEnvelope, 'frame'> | DisconnectEnvelope;
