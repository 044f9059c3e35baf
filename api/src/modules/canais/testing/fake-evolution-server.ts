import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteDataOf, protocolDataOf, type EvolutionAcao } from '../evolution-payloads';
import { actionMessageOf, contactMessageOf, newMessageId, textMessageOf, upsertDataOf } from './fake-evolution-inbound';
import { answerRoute, type RoutesGateway } from './fake-evolution-routes';
import { jidOf } from './fake-evolution-sends';
import {
  newQr,
  type ContactMessage,
  type FakeInstance,
  type RecordedRequest,
  type StoredMessage,
  type WebhookDelivery,
} from './fake-evolution-state';
import { PendingWebhooks, postWebhook } from './fake-evolution-webhooks';

/*
 * Test support: a real HTTP server that plays Evolution API v2 for the routes Colabora calls
 * (instance create/connect/connectionState/logout/delete and chat/findMessages in
 * fake-evolution-routes.ts; the sends — sendText with `quoted`, sendMedia, sendWhatsAppAudio,
 * sendLocation, sendContact — in fake-evolution-sends.ts; sendReaction, chat/markMessageAsRead,
 * updateMessage and deleteMessageForEveryone in fake-evolution-message-actions.ts),
 * with the global `apikey`, and the phone's side (here): reading the QR, a renewed QR, the connection
 * dropping or being refused, contacts writing, receipts. Webhooks go to the URL and headers each
 * instance was created with, filtered by its events, with Evolution's envelope and event names
 * (fake-evolution-webhooks.ts). What it records and stores: fake-evolution-state.ts.
 * Shapes follow EvolutionAPI/evolution-api (instance.controller.ts, whatsapp.baileys.service.ts).
 */

export type {
  ContactMessage,
  EvolutionKeyBody,
  FakeInstance,
  RecordedRequest,
  StoredMessage,
} from './fake-evolution-state';

export class FakeEvolution {
  readonly requests: RecordedRequest[] = [];
  readonly instances = new Map<string, FakeInstance>();
  /** Webhook deliveries: event, instance and the status our API answered. */
  readonly deliveries: WebhookDelivery[] = [];
  apiKey: string;
  /**
   * Awaited after each webhook our API answered, before `post` resolves: the API applies a webhook
   * after answering it (ADR 0036), so a test hands in "wait until it is applied" here.
   */
  afterDelivery: (() => Promise<void>) | null = null;
  private readonly pending = new PendingWebhooks();
  /** What the routes act on: these instances, and webhooks posted once the answer has gone. */
  private readonly routes: RoutesGateway = {
    instances: this.instances,
    postLater: (instance, event, data) => this.pending.later(() => this.post(instance, event, data)),
  };
  private failures: { status: number; body: unknown }[] = [];
  private delayMs = 0;

  private readonly server = createServer((request, response) => {
    void this.handle(request, response);
  });

  private constructor(apiKey: string) {
    this.apiKey = apiKey;
  }

  static async start(apiKey = 'chave-global-de-teste'): Promise<FakeEvolution> {
    const fake = new FakeEvolution(apiKey);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await this.settled();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the webhooks the gateway posts on its own (after a logout). */
  settled(): Promise<void> {
    return this.pending.settled();
  }

  /** The next calls answer this error (a gateway in trouble), once each. */
  failNext(
    status: number,
    body: unknown = { status, error: 'Internal Server Error', response: { message: ['falha'] } },
  ) {
    this.failures.push({ status, body });
  }

  /** Every answer waits this long (to trip the client's timeout). */
  slowDown(ms: number): void {
    this.delayMs = ms;
  }

  instance(name?: string): FakeInstance {
    const instance = name ? this.instances.get(name) : [...this.instances.values()].at(-1);
    if (!instance) throw new Error(`instância ${name ?? '(última)'} não existe no Evolution falso`);
    return instance;
  }

  requestsTo(pathStart: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path.startsWith(pathStart));
  }

  // ---- the phone's side ----------------------------------------------------------------------

  /** The phone reads the QR: the session opens with that number. */
  readQr(name: string, telefone: string): Promise<number> {
    const instance = this.instance(name);
    Object.assign(instance, { state: 'open', wuid: jidOf(telefone), qr: { code: null, pairingCode: null, count: 0 } });
    return this.post(instance, 'connection.update', {
      instance: name,
      wuid: instance.wuid,
      profileName: 'Número da instituição',
      state: 'open',
      statusReason: 200,
    });
  }

  /** Baileys renews the QR while nobody read it. */
  renewQr(name: string): Promise<number> {
    const instance = this.instance(name);
    newQr(instance);
    return this.post(instance, 'qrcode.updated', {
      qrcode: {
        instance: name,
        pairingCode: instance.qr.pairingCode,
        code: instance.qr.code,
        base64: 'data:image/png;base64,',
      },
    });
  }

  /** The session closes: 401 logged out on the phone, 403 banned, others (428...) a plain close. */
  dropConnection(name: string, statusReason = 428): Promise<number> {
    const instance = this.instance(name);
    instance.state = 'close';
    return this.post(instance, 'connection.update', { instance: name, state: 'close', statusReason });
  }

  /** A contact writes; the webhook is posted only when `deliver` (false: our API missed it). */
  async contactWrites(
    name: string,
    contact: ContactMessage,
    deliver = true,
  ): Promise<{ id: string; status: number | null }> {
    const instance = this.instance(name);
    const id = newMessageId();
    const record = contactMessageOf(contact, id);
    instance.messages.push(record);
    const status = deliver ? await this.post(instance, 'messages.upsert', upsertDataOf(record)) : null;
    return { id, status };
  }

  /**
   * A contact does something besides a plain text or file (issue #26): a quoted reply, a reaction,
   * a location, a contact card, a poll, a sticker, a view-once or disappearing message, a kind not
   * supported (each a MESSAGES_UPSERT, as Evolution posts it), an edit (MESSAGES_EDITED) or a
   * delete for everyone (MESSAGES_EDITED with REVOKE, then MESSAGES_DELETE, as Evolution 2.3 posts
   * both). Answers the new message's id (the target's for an edit or delete) and the last status.
   */
  async contactActs(
    name: string,
    contact: { telefone: string; nome: string },
    acao: EvolutionAcao,
  ): Promise<{ id: string; status: number }> {
    const instance = this.instance(name);
    const remoteJid = jidOf(contact.telefone);
    if (acao.tipo === 'edicao' || acao.tipo === 'apagar') {
      let status = await this.post(instance, 'messages.edited', protocolDataOf(acao, instance.wuid ?? ''));
      if (acao.tipo === 'apagar')
        status = await this.post(instance, 'messages.delete', deleteDataOf(acao.alvo, remoteJid));
      return { id: acao.alvo, status };
    }
    const id = newMessageId();
    const record = actionMessageOf(remoteJid, contact.nome, acao, id);
    instance.messages.push(record);
    const status = await this.post(instance, 'messages.upsert', upsertDataOf(record));
    return { id, status };
  }

  /**
   * A MESSAGES_UPSERT with exactly this key (ADR 0035's cases: a LID chat, our own message sent
   * from the phone, a group), stored as the gateway stores it; answers our API's status.
   */
  upsertWith(name: string, key: StoredMessage['key'], pushName: string, texto: string): Promise<number> {
    const instance = this.instance(name);
    const record = textMessageOf(key, pushName, texto);
    instance.messages.push(record);
    return this.post(instance, 'messages.upsert', upsertDataOf(record));
  }

  /** A delivery receipt of a message staff sent (DELIVERY_ACK, READ...). */
  receipt(name: string, keyId: string, status: string): Promise<number> {
    const instance = this.instance(name);
    const sent = instance.sent.find((message) => message.id === keyId);
    return this.post(instance, 'messages.update', {
      keyId,
      remoteJid: sent ? jidOf(sent.number) : null,
      fromMe: true,
      status,
      instanceId: randomUUID(),
    });
  }

  // ---- the HTTP API --------------------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body: unknown = text ? JSON.parse(text) : undefined;
    const path = new URL(request.url ?? '/', this.url).pathname;
    const apikey = typeof request.headers.apikey === 'string' ? request.headers.apikey : undefined;
    this.requests.push({ method: request.method ?? '', path, apikey, body });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const answer = (status: number, json: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (apikey !== this.apiKey)
      return answer(401, { status: 401, error: 'Unauthorized', response: { message: 'Unauthorized' } });
    const failure = this.failures.shift();
    if (failure) return answer(failure.status, failure.body);
    answer(...answerRoute(this.routes, request.method, path, body));
  }

  private post(instance: FakeInstance, event: string, data: unknown): Promise<number> {
    return postWebhook(this, instance, event, data);
  }
}
