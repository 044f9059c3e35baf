import { ProtocolError } from './protocol/protocol-error';

/** An outgoing sequenced record and its id (ids start at 1 and grow by 1, as in MessageBuffer.ts). */
export type SequencedFrame = { id: number; frame: Buffer };

/**
 * Both directions of stateful reconnect for one connection (HubProtocol.md, Ack and Sequence).
 *
 * Outgoing: every sequenced record is kept until the client acks it, up to `limitBytes`
 * unacknowledged; past that, records wait in `pending` without an id (backpressure, like the
 * server's own MessageBuffer) and are released as acks arrive. `pending` is bounded too: a client
 * that stops acking for that long is a slow consumer and is dropped, never silently skipped.
 *
 * Incoming: the client resends its unacked records after a reconnect; ids already seen are
 * dropped so nothing runs twice.
 */
export class StatefulBuffer {
  private readonly unacked: SequencedFrame[] = [];
  private unackedHead = 0;
  private unackedBytes = 0;
  private readonly pending: Buffer[] = [];
  private pendingBytes = 0;
  private lastAssignedId = 0;

  private nextReceivingId = 1;
  private latestReceivedId = 0;
  private waitingForSequence = false;

  constructor(
    private readonly limitBytes: number,
    private readonly pendingLimitBytes: number,
  ) {}

  /** Queues a record; returns it with its id when it may go out now, null when it must wait. */
  enqueue(frame: Buffer): SequencedFrame | null {
    if (this.pending.length === 0 && this.fits(frame.length)) return this.assign(frame);
    this.pending.push(frame);
    this.pendingBytes += frame.length;
    if (this.pendingBytes > this.pendingLimitBytes) {
      throw new ProtocolError('The client is not acknowledging messages (stateful reconnect buffer full).');
    }
    return null;
  }

  /** Drops what the client confirmed; returns the waiting records that may now be sent. */
  ack(sequenceId: number): SequencedFrame[] {
    while (this.unackedHead < this.unacked.length) {
      const first = this.unacked[this.unackedHead];
      if (!first || first.id > sequenceId) break;
      this.unackedBytes -= first.frame.length;
      this.unackedHead++;
    }
    this.compact();
    const released: SequencedFrame[] = [];
    while (this.pending.length > 0) {
      const next = this.pending[0];
      if (!next || !this.fits(next.length)) break;
      this.pending.shift();
      this.pendingBytes -= next.length;
      released.push(this.assign(next));
    }
    return released;
  }

  /** What to send after the socket is replaced: the Sequence id, then every unacked record. */
  resend(): { sequenceId: number; frames: SequencedFrame[] } {
    const frames = this.unacked.slice(this.unackedHead);
    return { sequenceId: frames[0]?.id ?? this.lastAssignedId + 1, frames };
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

  private assign(frame: Buffer): SequencedFrame {
    const item = { id: ++this.lastAssignedId, frame };
    this.unacked.push(item);
    this.unackedBytes += frame.length;
    return item;
  }

  private compact(): void {
    if (this.unackedHead > 1024 || this.unackedHead === this.unacked.length) {
      this.unacked.splice(0, this.unackedHead);
      this.unackedHead = 0;
    }
  }
}
