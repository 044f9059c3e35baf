import { ProtocolError } from './protocol-error';
import { RECORD_SEPARATOR_CHAR } from './record-reader';

/** Hub protocol versions of the JSON protocol this server speaks; 2 adds Ack/Sequence. */
export const SUPPORTED_PROTOCOL_VERSIONS = [1, 2] as const;

export type HandshakeRequest = { protocol: string; version: number };

export function parseHandshakeRequest(record: string): HandshakeRequest {
  let raw: unknown;
  try {
    raw = JSON.parse(record);
  } catch {
    throw new ProtocolError('Error reading JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ProtocolError('Expected a JSON object.');
  }
  const { protocol, version } = raw as Record<string, unknown>;
  if (typeof protocol !== 'string') throw new ProtocolError("Missing required property 'protocol'.");
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw new ProtocolError("Missing required property 'version'.");
  }
  return { protocol, version };
}

/** Why a well-formed handshake is refused, or null when it is accepted. */
export function handshakeRefusal(request: HandshakeRequest): string | null {
  if (request.protocol !== 'json') return `The protocol '${request.protocol}' is not supported.`;
  if (!(SUPPORTED_PROTOCOL_VERSIONS as readonly number[]).includes(request.version)) {
    return `The server does not support version ${request.version} of the '${request.protocol}' protocol.`;
  }
  return null;
}

export function writeHandshakeResponse(error?: string): string {
  return JSON.stringify(error === undefined ? {} : { error }) + RECORD_SEPARATOR_CHAR;
}
