import { ProtocolError } from './protocol-error';

/** SignalR's text record terminator (TransportProtocols.md: JSON records end in 0x1E). */
export const RECORD_SEPARATOR = 0x1e;
export const RECORD_SEPARATOR_CHAR = '\u001e';

/**
 * Splits incoming WebSocket frames into complete records. A frame may carry several records and
 * a record may span frames. Works on bytes: 0x1E never occurs inside a multi-byte UTF-8 sequence,
 * so splitting before decoding is safe, and the size limit is measured in real bytes.
 */
export class RecordReader {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxRecordBytes: number) {}

  /** Returns the records completed by this chunk, decoded; throws ProtocolError past the limit. */
  push(chunk: Buffer): string[] {
    const records: string[] = [];
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(RECORD_SEPARATOR, start);
      if (end === -1) break;
      const piece = chunk.subarray(start, end);
      this.checkSize(this.pendingBytes + piece.length);
      const whole = this.pendingBytes === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.pending = [];
      this.pendingBytes = 0;
      records.push(whole.toString('utf8'));
      start = end + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.checkSize(this.pendingBytes + rest.length);
      // Copy: ws may reuse the frame's memory after the handler returns.
      this.pending.push(Buffer.from(rest));
      this.pendingBytes += rest.length;
    }
    return records;
  }

  get bufferedBytes(): number {
    return this.pendingBytes;
  }

  private checkSize(bytes: number): void {
    if (bytes > this.maxRecordBytes) {
      throw new ProtocolError(`Message exceeds the maximum size of ${this.maxRecordBytes} bytes.`);
    }
  }
}
