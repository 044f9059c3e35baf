/**
 * The JSON hub protocol's messages (aspnetcore src/SignalR/docs/specs/HubProtocol.md, checked
 * against @microsoft/signalr's JsonHubProtocol.ts and MessageBuffer.ts).
 */
import { ProtocolError } from './protocol-error';
import { RECORD_SEPARATOR_CHAR } from './record-reader';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type InvocationMessage = {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
};
export type StreamItemMessage = { type: 2; invocationId: string; item: unknown };
export type CompletionMessage = { type: 3; invocationId: string; result?: unknown; error?: string };
export type StreamInvocationMessage = { type: 4; invocationId: string; target: string; arguments: unknown[] };
export type CancelInvocationMessage = { type: 5; invocationId: string };
export type PingMessage = { type: 6 };
export type CloseMessage = { type: 7; error?: string; allowReconnect?: boolean };
export type AckMessage = { type: 8; sequenceId: number };
export type SequenceMessage = { type: 9; sequenceId: number };

export type HubMessage =
  | InvocationMessage
  | StreamItemMessage
  | CompletionMessage
  | StreamInvocationMessage
  | CancelInvocationMessage
  | PingMessage
  | CloseMessage
  | AckMessage
  | SequenceMessage;

/** Messages that carry a sequence number under stateful reconnect (the client's _isInvocationMessage). */
export function isSequencedType(type: number): boolean {
  return type >= MessageType.Invocation && type <= MessageType.CancelInvocation;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(obj: JsonObject, key: string): string | undefined {
  const value = obj[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ProtocolError(`Expected '${key}' to be of type String.`);
  return value;
}

function requiredString(obj: JsonObject, key: string): string {
  const value = optionalString(obj, key);
  if (value === undefined) throw new ProtocolError(`Missing required property '${key}'.`);
  return value;
}

function requiredArray(obj: JsonObject, key: string): unknown[] {
  const value = obj[key];
  if (!Array.isArray(value)) throw new ProtocolError(`Expected '${key}' to be of type Array.`);
  return value;
}

function requiredSequenceId(obj: JsonObject): number {
  const value = obj['sequenceId'];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ProtocolError("Expected 'sequenceId' to be a non-negative integer.");
  }
  return value;
}

function parseJson(record: string): unknown {
  try {
    return JSON.parse(record);
  } catch {
    throw new ProtocolError('Error reading JSON.');
  }
}

/** Validates one record as a hub message; anything else is a protocol error. */
export function parseHubMessage(record: string): HubMessage {
  const raw = parseJson(record);
  if (!isObject(raw)) throw new ProtocolError('Expected a JSON object.');
  const type = raw['type'];
  switch (type) {
    case MessageType.Invocation: {
      const message: InvocationMessage = {
        type,
        target: requiredString(raw, 'target'),
        arguments: requiredArray(raw, 'arguments'),
      };
      const invocationId = optionalString(raw, 'invocationId');
      if (invocationId !== undefined) message.invocationId = invocationId;
      if (raw['streamIds'] !== undefined) message.streamIds = requiredArray(raw, 'streamIds').map(String);
      return message;
    }
    case MessageType.StreamItem:
      return { type, invocationId: requiredString(raw, 'invocationId'), item: raw['item'] };
    case MessageType.Completion: {
      const message: CompletionMessage = { type, invocationId: requiredString(raw, 'invocationId') };
      const error = optionalString(raw, 'error');
      if (error !== undefined) message.error = error;
      if ('result' in raw) message.result = raw['result'];
      return message;
    }
    case MessageType.StreamInvocation:
      return {
        type,
        invocationId: requiredString(raw, 'invocationId'),
        target: requiredString(raw, 'target'),
        arguments: requiredArray(raw, 'arguments'),
      };
    case MessageType.CancelInvocation:
      return { type, invocationId: requiredString(raw, 'invocationId') };
    case MessageType.Ping:
      return { type };
    case MessageType.Close: {
      const message: CloseMessage = { type };
      const error = optionalString(raw, 'error');
      if (error !== undefined) message.error = error;
      if (raw['allowReconnect'] === true) message.allowReconnect = true;
      return message;
    }
    case MessageType.Ack:
      return { type, sequenceId: requiredSequenceId(raw) };
    case MessageType.Sequence:
      return { type, sequenceId: requiredSequenceId(raw) };
    default:
      throw new ProtocolError(`Unknown message type '${String(type)}'.`);
  }
}

/** Serialises one outgoing message as a complete text record. */
export function writeMessage(message: HubMessage): string {
  return JSON.stringify(message) + RECORD_SEPARATOR_CHAR;
}

/** A server-to-client invocation, serialised once and shared by every recipient. */
export function writeInvocation(target: string, args: readonly unknown[]): string {
  return writeMessage({ type: MessageType.Invocation, target, arguments: [...args] });
}

export const PING_RECORD = writeMessage({ type: MessageType.Ping });
