import { ProtocolError } from './protocol/protocol-error';
import type { TextFrame } from './protocol/ws-frame';

/**
 * Both directions of stateful reconnect for one connection (HubProtocol.md, Ack and Sequence).
 *
 * Outgoing: every sequenced record is kept until the client acks it, up to `limitBytes`
 * unacknowledged; past that, records wait in `pending` without an id (backpressure, like the
 * server's own MessageBuffer) and are released as acks arrive. `pending` is bounded too: a client
 * that stops acking for that long is a slow consumer and is dropped, never silently skipped.
 * Ids start at 1 and grow by 1 (as in MessageBuffer.ts), so a record's id is its place after the
 * first unacked one: the buffer keeps the frames themselves (the bytes every recipient shares),
 * not an object per record and connection (ADR 0040).
 *
 * Incoming: the client resends its unacked records after a reconnect; ids already seen are
 * dropped so nothing runs twice.
 */
export class StatefulBuffer {
  private readonly unacked: TextFrame[] = [];
  private unackedHead = 0;
  /** The id of `unacked[unackedHead]` (the next id to assign when nothing is unacked). */
  private firstUnackedId = 1;
  private unackedBytes = 0;
  private readonly pending: TextFrame[] = [];
  private pendingBytes = 0;

  private nextReceivingId = 1;
  private latestReceivedId = 0;
  private waitingForSequence = false;

  constructor(
    private readonly limitBytes: number,
    private readonly pendingLimitBytes: number,
  ) {}

  /** Queues a record; true when it was given the next id and may go out now, false when it must wait. */
  enqueue(frame: TextFrame): boolean {
    if (this.pending.length === 0 && this.fits(frame.length)) {
      this.assign(frame);
      return true;
    }
    this.pending.push(frame);
    this.pendingBytes += frame.length;
    if (this.pendingBytes > this.pendingLimitBytes) {
      throw new ProtocolError('The client is not acknowledging messages (stateful reconnect buffer full).');
    }
    return false;
  }

  /** Drops what the client confirmed; returns the waiting records that may now be sent, in order. */
  ack(sequenceId: number): TextFrame[] {
    while (this.unackedHead < this.unacked.length && this.firstUnackedId <= sequenceId) {
      this.unackedBytes -= this.unacked[this.unackedHead]!.length;
      this.unackedHead++;
      this.firstUnackedId++;
    }
    this.compact();
    const released: TextFrame[] = [];
    while (this.pending.length > 0) {
      const next = this.pending[0];
      if (!next || !this.fits(next.length)) break;
      this.pending.shift();
      this.pendingBytes -= next.length;
      this.assign(next);
      released.push(next);
    }
    return released;
  }

  /** What to send after the socket is replaced: the Sequence id (of the first frame), then every unacked record. */
  resend(): { sequenceId: number; frames: TextFrame[] } {
    return { sequenceId: this.firstUnackedId, frames: this.unacked.slice(this.unackedHead) };
  }

  get bufferedBytes(): number {
    return this.unackedBytes + this.pendingBytes;
  }

  /** The socket dropped: until the client's Sequence arrives, sequenced records are stale. */
  disconnected(): void {
    this.waitingForSequence = true;
  }

  /** Applies the client's Sequence message. */
  resetSequence(sequenceId: number): void {
    if (sequenceId > this.nextReceivingId) {
      throw new ProtocolError("Sequence ID greater than amount of messages we've received.");
    }
    this.nextReceivingId = sequenceId;
    this.waitingForSequence = false;
  }

  /** For a sequenced incoming record: true when it is new and must be processed. */
  acceptIncoming(): boolean {
    if (this.waitingForSequence) return false;
    const currentId = this.nextReceivingId++;
    if (currentId <= this.latestReceivedId) return false;
    this.latestReceivedId = currentId;
    return true;
  }

  /** The id to acknowledge to the client. */
  get latestReceived(): number {
    return this.latestReceivedId;
  }

  private fits(bytes: number): boolean {
    // A single record larger than the whole buffer still goes out alone, as in the client.
    return this.unackedHead === this.unacked.length || this.unackedBytes + bytes <= this.limitBytes;
  }

  private assign(frame: TextFrame): void {
    this.unacked.push(frame);
    this.unackedBytes += frame.length;
  }

  private compact(): void {
    if (this.unackedHead > 1024 || this.unackedHead === this.unacked.length) {
      this.unacked.splice(0, this.unackedHead);
      this.unackedHead = 0;
    }
  }
}
