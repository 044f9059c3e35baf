import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { WireEnvelope } from '../envelope';
import type { Backplane } from './backplane';

// v3: the frame travels as raw bytes after the envelope's JSON (ADR 0040); v2 carried it escaped
// inside the JSON. A process of either version would misread the other's messages.
export const REDIS_CHANNEL = 'colabora:realtime:v3';

const NEWLINE = 0x0a;

/**
 * One message: `origin \n envelope JSON \n frame`. JSON never holds a raw newline (it escapes
 * them), so the first two newlines split it; the frame is the rest, byte for byte what the
 * publisher serialised, handed to this process's recipients without another parse or copy.
 */
export function encodeWire(origin: string, envelope: WireEnvelope, frame: Buffer | null): Buffer {
  return Buffer.concat([Buffer.from(`${origin}\n${JSON.stringify(envelope)}\n`), frame ?? Buffer.alloc(0)]);
}

export function decodeWire(raw: Buffer): { origin: string; envelope: WireEnvelope; frame: Buffer | null } | null {
  const first = raw.indexOf(NEWLINE);
  const second = first < 0 ? -1 : raw.indexOf(NEWLINE, first + 1);
  if (second < 0) return null;
  try {
    const envelope = JSON.parse(raw.toString('utf8', first + 1, second)) as WireEnvelope;
    const frame = envelope.type === 'deliver' ? raw.subarray(second + 1) : null;
    return { origin: raw.toString('utf8', 0, first), envelope, frame };
  } catch {
    return null;
  }
}

/**
 * Redis pub/sub between API processes. One channel for everything: each process filters locally
 * by its own indexes, which is cheap at this app's scale and keeps one publisher's events in order
 * (Redis delivers a connection's publishes in order). A process skips its own messages because it
 * already delivered them locally.
 */
export class RedisBackplane implements Backplane {
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => this.log.warn({ err: error.message }, 'realtime redis backplane error'));
    }
  }

  async start(onEnvelope: (envelope: WireEnvelope, frame: Buffer | null) => void): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('messageBuffer', (_channel: Buffer, raw: Buffer) => {
      const wire = decodeWire(raw);
      if (!wire) {
        this.log.warn('realtime redis backplane: unreadable message ignored');
        return;
      }
      if (wire.origin !== this.origin) onEnvelope(wire.envelope, wire.frame);
    });
    await this.subscriber.subscribe(REDIS_CHANNEL);
  }

  async publish(envelope: WireEnvelope, frame: Buffer | null): Promise<void> {
    await this.publisher.publish(REDIS_CHANNEL, encodeWire(this.origin, envelope, frame));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
