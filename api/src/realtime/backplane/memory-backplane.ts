import { EventEmitter } from 'node:events';
import type { WireEnvelope } from '../envelope';
import type { Backplane } from './backplane';

type Handler = (envelope: WireEnvelope, frame: Buffer | null) => void;

/**
 * The default: one process, nothing to reach. Several servers in one process (tests) may share a
 * `bus` to behave like processes behind a shared backplane.
 */
export class MemoryBackplane implements Backplane {
  private handler: Handler | null = null;
  private readonly listener = (envelope: WireEnvelope, frame: Buffer | null, from: MemoryBackplane) => {
    if (from !== this) this.handler?.(envelope, frame);
  };

  constructor(private readonly bus: EventEmitter = new EventEmitter()) {
    bus.setMaxListeners(0);
  }

  async start(onEnvelope: Handler): Promise<void> {
    this.handler = onEnvelope;
    this.bus.on('envelope', this.listener);
  }

  async publish(envelope: WireEnvelope, frame: Buffer | null): Promise<void> {
    this.bus.emit('envelope', envelope, frame, this);
  }

  async close(): Promise<void> {
    this.bus.off('envelope', this.listener);
    this.handler = null;
  }
}
