/**
 * A complete WebSocket text frame (RFC 6455 §5.2: FIN, opcode 1, unmasked as a server sends it)
 * around one or more SignalR records. Built once per event and written as is to every recipient's
 * socket (ADR 0040): ws would frame the same bytes again for each connection (a header, option
 * objects, a cork and a two-buffer write per send).
 */
export type TextFrame = Buffer & { readonly __textFrame: true };

export function textFrame(record: string | Buffer): TextFrame {
  const payload = typeof record === 'string' ? Buffer.from(record) : record;
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length % 2 ** 32, 6);
  }
  payload.copy(frame, header);
  return frame as TextFrame;
}

/** The records inside a frame built by `textFrame` (for ws.send, when the frame cannot be written as is). */
export function framePayload(frame: TextFrame): Buffer {
  const marker = frame[1] ?? 0;
  return frame.subarray(marker < 126 ? 2 : marker === 126 ? 4 : 10);
}
