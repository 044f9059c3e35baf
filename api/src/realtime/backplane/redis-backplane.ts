import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Envelope } from '../envelope';
import type { Backplane } from './backplane';

// v2: envelopes to several groups and screen filters (ADR 0017); a v1 process would not understand them.
export const REDIS_CHANNEL = 'colabora:realtime:v2';

type Wire = { origin: string; envelope: Envelope };

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

  async start(onEnvelope: (envelope: Envelope) => void): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (_channel: string, raw: string) => {
      let wire: Wire;
      try {
        wire = JSON.parse(raw) as Wire;
      } catch {
        this.log.warn('realtime redis backplane: unreadable message ignored');
        return;
      }
      if (wire.origin !== this.origin) onEnvelope(wire.envelope);
    });
    await this.subscriber.subscribe(REDIS_CHANNEL);
  }

  async publish(envelope: Envelope): Promise<void> {
    const wire: Wire = { origin: this.origin, envelope };
    await this.publisher.publish(REDIS_CHANNEL, JSON.stringify(wire));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
