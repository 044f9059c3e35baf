/** A client broke the protocol: the connection is closed with this message as the Close error. */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}
