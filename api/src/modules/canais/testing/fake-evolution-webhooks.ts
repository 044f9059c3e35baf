import type { FakeInstance, WebhookDelivery } from './fake-evolution-state';

/*
 * Test support: the fake Evolution API v2's webhook side. Webhooks go to the URL and headers each
 * instance was created with, filtered by its events, with Evolution's envelope and event names.
 */

/** What a delivery needs from the gateway posting it. */
export type WebhookSender = {
  /** Where the gateway answers (`server_url` in the envelope). */
  readonly url: string;
  apiKey: string;
  readonly deliveries: WebhookDelivery[];
  afterDelivery: (() => Promise<void>) | null;
};

/** Posts a webhook as Evolution's webhook.controller does, if the instance subscribed to it. */
export async function postWebhook(
  sender: WebhookSender,
  instance: FakeInstance,
  event: string,
  data: unknown,
): Promise<number> {
  const upper = event.replace(/[.-]/g, '_').toUpperCase();
  if (!instance.webhook.enabled || !instance.webhook.events.includes(upper)) return 0;
  const url = instance.webhook.byEvents ? `${instance.webhook.url}/${event.replace(/\./g, '-')}` : instance.webhook.url;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...instance.webhook.headers },
    body: JSON.stringify({
      event,
      instance: instance.name,
      data,
      destination: instance.webhook.url,
      date_time: new Date().toISOString(),
      sender: instance.wuid,
      server_url: sender.url,
      apikey: sender.apiKey,
    }),
  });
  await response.arrayBuffer();
  sender.deliveries.push({ event, instance: instance.name, status: response.status });
  if (sender.afterDelivery) await sender.afterDelivery();
  return response.status;
}

/** Webhooks the gateway posts on its own, after answering a call (a logout's close). */
export class PendingWebhooks {
  private readonly pending = new Set<Promise<unknown>>();

  later(send: () => Promise<unknown>): void {
    const work: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(send)
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Waits for every one of them, those posted meanwhile included. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}
