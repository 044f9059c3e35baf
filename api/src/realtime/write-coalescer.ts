import type { Duplex } from 'node:stream';

/** What the coalescer keeps on each connection: the tick of its last write. */
export type WriteTick = { lastWriteTick: number };

/**
 * A burst of frames to one socket within one tick leaves in one write (ADR 0040). Profiling the
 * fan-out showed the server's time going to `writev` system calls, one per frame per socket (ws
 * corks each frame's header and payload together, then flushes): a burst of events meant a burst
 * of system calls per client. The first frame of a tick is written at once, as before, so a
 * single event per tick waits for nothing; a second frame to the same socket in the same tick
 * corks it, and the end of the tick (process.nextTick, before any I/O) uncorks every socket held,
 * each sending the rest of its frames in one `writev`.
 */
export class WriteCoalescer {
  private tick = 0;
  private tickEnding = false;
  private held: Duplex[] = [];
  private readonly endTick = () => {
    this.tickEnding = false;
    this.tick++;
    const held = this.held;
    this.held = [];
    for (const transport of held) transport.uncork();
  };

  /** Call before writing a frame to `transport`, the socket of the connection that owns `state`. */
  beforeWrite(state: WriteTick, transport: Duplex): void {
    if (!this.tickEnding) {
      this.tickEnding = true;
      process.nextTick(this.endTick);
    }
    if (state.lastWriteTick !== this.tick) {
      state.lastWriteTick = this.tick;
      return;
    }
    if (transport.writableCorked > 0) return;
    transport.cork();
    this.held.push(transport);
  }
}
