import { EventEmitter } from 'node:events';
import type { Envelope } from '../envelope';
import type { Backplane } from './backplane';

/**
 * The default: one process, nothing to reach. Several servers in one process (tests) may share a
 * `bus` to behave like processes behind a shared backplane.
 */
export class MemoryBackplane implements Backplane {
  private handler: ((envelope: Envelope) => void) | null = null;
  private readonly listener = (envelope: Envelope, from: MemoryBackplane) => {
    if (from !== this) this.handler?.(envelope);
  };

  constructor(private readonly bus: EventEmitter = new EventEmitter()) {
    bus.setMaxListeners(0);
  }

  async start(onEnvelope: (envelope: Envelope) => void): Promise<void> {
    this.handler = onEnvelope;
    this.bus.on('envelope', this.listener);
  }

  async publish(envelope: Envelope): Promise<void> {
    this.bus.emit('envelope', envelope, this);
  }

  async close(): Promise<void> {
    this.bus.off('envelope', this.listener);
    this.handler = null;
  }
}
