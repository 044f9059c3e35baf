import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteDataOf, protocolDataOf, upsertContentOf, type EvolutionAcao } from '../evolution-payloads';
import { actOnMessages, type EvolutionKeyBody } from './fake-evolution-message-actions';
import { jidOf, sendMessage } from './fake-evolution-sends';

/*
 * Test support: a real HTTP server that plays Evolution API v2 for the routes Colabora calls
 * (instance create/connect/connectionState/logout/delete; the sends — sendText with `quoted`,
 * sendMedia, sendWhatsAppAudio, sendLocation, sendContact — in fake-evolution-sends.ts;
 * sendReaction, chat/markMessageAsRead, updateMessage and deleteMessageForEveryone in
 * fake-evolution-message-actions.ts; chat/findMessages here),
 * with the global `apikey`, and the phone's side: reading the QR, a renewed QR, the connection
 * dropping or being refused, contacts writing, receipts. Webhooks go to the URL and headers each
 * instance was created with, filtered by its events, with Evolution's envelope and event names.
 * Shapes follow EvolutionAPI/evolution-api (instance.controller.ts, whatsapp.baileys.service.ts).
 */

export type RecordedRequest = { method: string; path: string; apikey: string | undefined; body: unknown };

export type StoredMessage = {
  /**
   * Baileys' key as Evolution stores and posts it: in LID addressing (`addressingMode: 'lid'`) the
   * chat is the LID and `remoteJidAlt` the phone; in phone addressing the other way round; a
   * group's sender in `participant` / `participantAlt`.
   */
  key: {
    remoteJid: string;
    remoteJidAlt?: string;
    addressingMode?: 'lid' | 'pn';
    participant?: string;
    participantAlt?: string;
    fromMe: boolean;
    id: string;
  };
  pushName: string;
  /**
   * Text, or a file with its caption (`imageMessage`, `videoMessage`, `documentMessage`), with its
   * bytes in `base64` when a contact sent it (webhook base64 on).
   */
  message: Record<string, unknown>;
  messageType: string;
  /** A quoted reply's contextInfo, lifted beside the message as Evolution's prepareMessage does. */
  contextInfo?: Record<string, unknown>;
  /** Seconds, as Evolution stores it. */
  messageTimestamp: number;
};

export type { EvolutionKeyBody };

export type FakeInstance = {
  name: string;
  state: 'close' | 'connecting' | 'open';
  webhook: { enabled: boolean; url: string; headers: Record<string, string>; events: string[]; byEvents: boolean };
  qr: { code: string | null; pairingCode: string | null; count: number };
  wuid: string | null;
  /** What the gateway stored (findMessages reads it), newest last. */
  messages: StoredMessage[];
  /** What staff sent: a text (with the message it quotes), or a file (`mediatype` image | video | document | audio, its base64). */
  sent: {
    number: string;
    text: string;
    id: string;
    media?: { mediatype: string; mimetype: string; fileName: string; base64: string };
    /** sendText's `quoted` as posted (sendMessage.dto.ts Quoted: key and message). */
    quoted?: { key: EvolutionKeyBody; message: Record<string, unknown> };
    /** sendWhatsAppAudio: a voice note (ptt), and whether the gateway was asked to convert it (`encoding`). */
    voz?: { ptt: true; encoding: boolean };
    /** sendLocation's coordinates, name and address. */
    location?: { latitude: number; longitude: number; name?: string; address?: string };
    /** sendContact's cards (ContactMessage: fullName, phoneNumber, wuid). */
    contacts?: { fullName: string; phoneNumber: string; wuid: string }[];
  }[];
  /** sendReaction calls, in order: the target's key and the emoji ('' removes). */
  reactions: { key: EvolutionKeyBody; reaction: string }[];
  /** markMessageAsRead calls, in order: the keys of each. */
  reads: EvolutionKeyBody[][];
  /** updateMessage calls, in order: the number, the key of the message edited and its new text. */
  edits: { number: string; key: EvolutionKeyBody; text: string }[];
  /** deleteMessageForEveryone calls, in order: the message's key. */
  deletes: EvolutionKeyBody[];
};

export type ContactMessage = {
  telefone?: string;
  /** A LID chat (`…@lid`), with the phone JID in `remoteJidAlt` when WhatsApp gave it. */
  lid?: { lid: string; alt?: string };
  nome: string;
  /** The text, or a file's caption. */
  texto: string;
  /**
   * A file, as Evolution posts it with webhook base64 on: `message.<kind>` with its mimetype and
   * caption, and the bytes in `message.base64`.
   */
  midia?: {
    kind: 'imageMessage' | 'documentMessage' | 'audioMessage' | 'videoMessage';
    mimetype: string;
    base64: string;
  };
  /** When it arrived (default now). */
  at?: Date;
};

export class FakeEvolution {
  readonly requests: RecordedRequest[] = [];
  readonly instances = new Map<string, FakeInstance>();
  /** Webhook deliveries: event, instance and the status our API answered. */
  readonly deliveries: { event: string; instance: string; status: number }[] = [];
  apiKey: string;
  /**
   * Awaited after each webhook our API answered, before `post` resolves: the API applies a webhook
   * after answering it (ADR 0036), so a test hands in "wait until it is applied" here.
   */
  afterDelivery: (() => Promise<void>) | null = null;
  private readonly pending = new Set<Promise<unknown>>();
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
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
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
    this.newQr(instance);
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
    const id = `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
    const remoteJid = contact.lid?.lid ?? jidOf(contact.telefone ?? '');
    const record: StoredMessage = {
      key: {
        remoteJid,
        ...(contact.lid?.alt ? { remoteJidAlt: contact.lid.alt } : {}),
        ...(contact.lid ? { addressingMode: 'lid' as const } : {}),
        fromMe: false,
        id,
      },
      pushName: contact.nome,
      message: contact.midia
        ? {
            [contact.midia.kind]: { mimetype: contact.midia.mimetype, caption: contact.texto },
            base64: contact.midia.base64,
          }
        : { conversation: contact.texto },
      messageType: contact.midia?.kind ?? 'conversation',
      messageTimestamp: Math.floor((contact.at ?? new Date()).getTime() / 1000),
    };
    instance.messages.push(record);
    const status = deliver
      ? await this.post(instance, 'messages.upsert', { ...record, instanceId: randomUUID() })
      : null;
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
    const id = `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
    const record: StoredMessage = {
      key: { remoteJid, fromMe: false, id },
      pushName: contact.nome,
      ...upsertContentOf(acao, remoteJid),
      messageTimestamp: Math.floor(Date.now() / 1000),
    };
    instance.messages.push(record);
    const status = await this.post(instance, 'messages.upsert', { ...record, instanceId: randomUUID() });
    return { id, status };
  }

  /**
   * A MESSAGES_UPSERT with exactly this key (ADR 0035's cases: a LID chat, our own message sent
   * from the phone, a group), stored as the gateway stores it; answers our API's status.
   */
  upsertWith(name: string, key: StoredMessage['key'], pushName: string, texto: string): Promise<number> {
    const instance = this.instance(name);
    const record: StoredMessage = {
      key,
      pushName,
      message: { conversation: texto },
      messageType: 'conversation',
      messageTimestamp: Math.floor(Date.now() / 1000),
    };
    instance.messages.push(record);
    return this.post(instance, 'messages.upsert', { ...record, instanceId: randomUUID() });
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
    const [, group, action, name = ''] = path.split('/');
    const route = `${request.method} /${group}/${action}`;
    if (route === 'POST /instance/create') return answer(...this.create(body as Record<string, unknown>));
    const instance = this.instances.get(decodeURIComponent(name));
    if (!instance)
      return answer(404, {
        status: 404,
        error: 'Not Found',
        response: { message: [`The "${name}" instance does not exist`] },
      });
    answer(...this.act(route, instance, body as Record<string, unknown> | undefined));
  }

  private create(body: Record<string, unknown>): [number, unknown] {
    const name = String(body.instanceName ?? '');
    if (this.instances.has(name))
      return [
        403,
        { status: 403, error: 'Forbidden', response: { message: [`This name "${name}" is already in use.`] } },
      ];
    const webhook = (body.webhook ?? {}) as FakeInstance['webhook'];
    const instance: FakeInstance = {
      name,
      state: 'close',
      webhook: {
        enabled: !!webhook.enabled,
        url: webhook.url,
        headers: webhook.headers ?? {},
        events: webhook.events ?? [],
        byEvents: !!webhook.byEvents,
      },
      qr: { code: null, pairingCode: null, count: 0 },
      wuid: null,
      messages: [],
      sent: [],
      reactions: [],
      reads: [],
      edits: [],
      deletes: [],
    };
    this.instances.set(name, instance);
    if (body.qrcode === true && body.integration === 'WHATSAPP-BAILEYS') this.newQr(instance);
    return [
      201,
      {
        instance: {
          instanceName: name,
          instanceId: randomUUID(),
          integration: body.integration,
          status: instance.state,
        },
        hash: randomUUID().toUpperCase(),
        webhook: { webhookUrl: webhook.url, webhookHeaders: webhook.headers, webhookByEvents: webhook.byEvents },
        settings: {},
        qrcode: body.qrcode ? { ...instance.qr, base64: 'data:image/png;base64,' } : undefined,
      },
    ];
  }

  private act(route: string, instance: FakeInstance, body: Record<string, unknown> | undefined): [number, unknown] {
    switch (route) {
      case 'GET /instance/connect':
        if (instance.state === 'open') return [200, { instance: { instanceName: instance.name, state: 'open' } }];
        this.newQr(instance);
        return [200, { ...instance.qr, base64: 'data:image/png;base64,' }];
      case 'GET /instance/connectionState':
        return [200, { instance: { instanceName: instance.name, state: instance.state } }];
      case 'DELETE /instance/logout': {
        if (instance.state === 'close')
          return [
            400,
            {
              status: 400,
              error: 'Bad Request',
              response: { message: [`The "${instance.name}" instance is not connected`] },
            },
          ];
        instance.state = 'close';
        // As Baileys does after a logout: the session closes with loggedOut (401), posted on its own.
        this.later(() =>
          this.post(instance, 'connection.update', { instance: instance.name, state: 'close', statusReason: 401 }),
        );
        return [200, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } }];
      }
      case 'DELETE /instance/delete':
        this.instances.delete(instance.name);
        return [200, { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } }];
      case 'POST /chat/findMessages':
        return [200, this.findMessages(instance, body ?? {})];
      default:
        return (
          sendMessage(route, instance, body) ??
          actOnMessages(route, instance, body) ?? [
            404,
            { status: 404, error: 'Not Found', response: { message: [`Cannot ${route}`] } },
          ]
        );
    }
  }

  /**
   * As Evolution (channel.service.ts fetchMessages): filters on time only given both ends (ISO,
   * compared in whole seconds); newest first (a second's ties: the last stored first); `offset` is
   * the page size (default 50), `page` 1-based; answers `{ messages: { total, pages, currentPage,
   * records } }`, each record with its `MessageUpdate` statuses.
   */
  private findMessages(instance: FakeInstance, body: Record<string, unknown>) {
    const where = (body.where ?? {}) as { messageTimestamp?: { gte?: string; lte?: string } };
    const { gte, lte } = where.messageTimestamp ?? {};
    const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
    const matching = instance.messages
      .map((m, stored) => ({ m, stored }))
      .filter(({ m }) => !(gte && lte) || (m.messageTimestamp >= seconds(gte) && m.messageTimestamp <= seconds(lte)))
      .sort((a, b) => b.m.messageTimestamp - a.m.messageTimestamp || b.stored - a.stored)
      .map(({ m }) => m);
    const size = Number(body.offset) || 50;
    const page = Number(body.page) || 1;
    const records = matching
      .slice((page - 1) * size, page * size)
      .map((m) => ({ id: randomUUID(), ...m, MessageUpdate: [] }));
    return {
      messages: { total: matching.length, pages: Math.ceil(matching.length / size), currentPage: page, records },
    };
  }

  private newQr(instance: FakeInstance): void {
    instance.state = 'connecting';
    instance.qr = {
      code: `2@${randomBytes(24).toString('base64')},${randomBytes(8).toString('hex')}`,
      pairingCode: null,
      count: instance.qr.count + 1,
    };
  }

  private later(send: () => Promise<unknown>): void {
    const work: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(send)
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Posts a webhook as Evolution's webhook.controller does, if the instance subscribed to it. */
  private async post(instance: FakeInstance, event: string, data: unknown): Promise<number> {
    const upper = event.replace(/[.-]/g, '_').toUpperCase();
    if (!instance.webhook.enabled || !instance.webhook.events.includes(upper)) return 0;
    const url = instance.webhook.byEvents
      ? `${instance.webhook.url}/${event.replace(/\./g, '-')}`
      : instance.webhook.url;
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
        server_url: this.url,
        apikey: this.apiKey,
      }),
    });
    await response.arrayBuffer();
    this.deliveries.push({ event, instance: instance.name, status: response.status });
    if (this.afterDelivery) await this.afterDelivery();
    return response.status;
  }
}
