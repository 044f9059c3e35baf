import * as v from 'valibot';

/*
 * The calls Colabora makes to Evolution API v2 (DESIGN §5a), shapes as in EvolutionAPI/evolution-api
 * (src/api/routes/instance.router.ts, chat.router.ts, sendMessage.router.ts and the controllers
 * behind them). Authenticated by the global key in the `apikey` header. Answers are read leniently
 * (loose objects): only the fields used here are checked.
 */

export type EvolutionClientOptions = {
  /** Base URL, without a trailing slash (EVOLUTION_API_URL). */
  url: string;
  /** The global key (AUTHENTICATION_API_KEY on the gateway, EVOLUTION_API_KEY here). */
  apiKey: string;
  /** Per-call limit; creating an instance gets more (the gateway waits ~5 s for the first QR). */
  timeoutMs?: number;
};

/** Evolution's connection states (Baileys' `connection`, plus 'refused' after the QR limit). */
export type EvolutionState = 'open' | 'connecting' | 'close' | 'refused';

export type EvolutionQr = { code: string | null; pairingCode: string | null };

/** A message's key as Evolution takes it (Baileys' IMessageKey): its chat, whether we sent it, its id. */
export type EvolutionKey = { remoteJid: string; fromMe: boolean; id: string };

/** The message a text answers (sendMessage.dto.ts `Quoted`): its key and a content to show. */
export type EvolutionQuoted = { key: EvolutionKey; message: { conversation: string } };

/** What the gateway answered a failed call: HTTP status (null when it was not reached) and its words. */
export class EvolutionApiError extends Error {
  override name = 'EvolutionApiError';
  constructor(
    readonly status: number | null,
    readonly detail: string,
    readonly timedOut = false,
  ) {
    super(`Evolution API: ${status ?? 'sem resposta'} ${detail}`);
  }
}

/** The webhook Evolution is told to post, per instance (`webhook` of /instance/create). */
export type EvolutionWebhookConfig = { url: string; headers: Record<string, string> };

/** The events a channel needs (DESIGN §5a); nothing else is posted. */
export const EVOLUTION_WEBHOOK_EVENTS = [
  'MESSAGES_UPSERT',
  'MESSAGES_UPDATE',
  // A contact's edit or delete for everyone (issue #26): Evolution posts them on their own.
  'MESSAGES_EDITED',
  'MESSAGES_DELETE',
  'CONNECTION_UPDATE',
  'QRCODE_UPDATED',
];

const DEFAULT_TIMEOUT_MS = 15_000;
const CREATE_TIMEOUT_MS = 30_000;
/** A file of up to 10 MB goes up to the gateway and on to WhatsApp before it answers. */
const MEDIA_TIMEOUT_MS = 60_000;

const qrSchema = v.looseObject({
  code: v.optional(v.nullable(v.string())),
  pairingCode: v.optional(v.nullable(v.string())),
});
const instanceStateSchema = v.looseObject({
  instance: v.looseObject({
    state: v.optional(v.nullable(v.string())),
    status: v.optional(v.nullable(v.string())),
  }),
});
const createdSchema = v.looseObject({
  instance: v.looseObject({ instanceName: v.string(), status: v.optional(v.nullable(v.string())) }),
  qrcode: v.optional(v.nullable(qrSchema)),
});
const sentSchema = v.looseObject({
  key: v.looseObject({ id: v.string() }),
  status: v.optional(v.nullable(v.string())),
});
const messagesPageSchema = v.looseObject({
  messages: v.looseObject({
    pages: v.optional(v.nullable(v.number())),
    records: v.array(v.unknown()),
  }),
});
/** A call that failed inside the gateway still answers 200 with `{ error: true, message }` (connect). */
const inlineErrorSchema = v.looseObject({ error: v.literal(true), message: v.optional(v.unknown()) });

const qrOf = (qr: v.InferOutput<typeof qrSchema> | null | undefined): EvolutionQr => ({
  code: qr?.code || null,
  pairingCode: qr?.pairingCode || null,
});

export class EvolutionClient {
  private readonly timeoutMs: number;

  constructor(private readonly options: EvolutionClientOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** POST /instance/create: a Baileys instance that starts pairing at once (the first QR, if ready). */
  async createInstance(
    instanceName: string,
    webhook: EvolutionWebhookConfig,
  ): Promise<{ state: string | null; qr: EvolutionQr }> {
    const body = {
      instanceName,
      integration: 'WHATSAPP-BAILEYS',
      qrcode: true,
      // The gateway only posts when `enabled`; one URL for every event (byEvents false). Media comes
      // in the webhook as base64: WhatsApp's own media URLs are encrypted and expire.
      webhook: {
        enabled: true,
        url: webhook.url,
        byEvents: false,
        base64: true,
        headers: webhook.headers,
        events: EVOLUTION_WEBHOOK_EVENTS,
      },
    };
    const created = await this.call('POST', '/instance/create', createdSchema, body, CREATE_TIMEOUT_MS);
    return { state: created.instance.status ?? null, qr: qrOf(created.qrcode) };
  }

  /**
   * GET /instance/connect/{instance}: the QR while pairing (`code`, `pairingCode`, `base64`), or the
   * state when already open. The QR may still be null right after (it then comes by QRCODE_UPDATED).
   */
  async connect(instanceName: string): Promise<{ state: 'open' } | { state: 'connecting'; qr: EvolutionQr }> {
    const answer = await this.call('GET', `/instance/connect/${encodeURIComponent(instanceName)}`, v.unknown());
    const open = v.safeParse(instanceStateSchema, answer);
    if (open.success && (open.output.instance.state ?? open.output.instance.status) === 'open')
      return { state: 'open' };
    const qr = v.safeParse(qrSchema, answer);
    return { state: 'connecting', qr: qrOf(qr.success ? qr.output : null) };
  }

  /** GET /instance/connectionState/{instance}. */
  async connectionState(instanceName: string): Promise<string | null> {
    const answer = await this.call(
      'GET',
      `/instance/connectionState/${encodeURIComponent(instanceName)}`,
      instanceStateSchema,
    );
    return answer.instance.state ?? null;
  }

  /** DELETE /instance/logout/{instance}: ends the WhatsApp session (400 when it was not connected). */
  async logout(instanceName: string): Promise<void> {
    await this.call('DELETE', `/instance/logout/${encodeURIComponent(instanceName)}`, v.unknown());
  }

  /** DELETE /instance/delete/{instance}: logs out if needed and removes the instance. */
  async deleteInstance(instanceName: string): Promise<void> {
    await this.call('DELETE', `/instance/delete/${encodeURIComponent(instanceName)}`, v.unknown());
  }

  /**
   * POST /message/sendMedia/{instance}: an image, video or document as base64, with its caption
   * and file name (`mediatype` image | video | document).
   */
  async sendMedia(
    instanceName: string,
    number: string,
    media: {
      mediatype: 'image' | 'video' | 'document';
      mimetype: string;
      fileName: string;
      caption: string;
      base64: string;
    },
  ): Promise<{ id: string; status: string | null }> {
    const sent = await this.call(
      'POST',
      `/message/sendMedia/${encodeURIComponent(instanceName)}`,
      sentSchema,
      {
        number,
        mediatype: media.mediatype,
        mimetype: media.mimetype,
        caption: media.caption,
        fileName: media.fileName,
        media: media.base64,
      },
      MEDIA_TIMEOUT_MS,
    );
    return { id: sent.key.id, status: sent.status ?? null };
  }

  /**
   * POST /message/sendWhatsAppAudio/{instance}: an audio as a voice message (sendMessage.dto.ts
   * `SendAudioDto`). `encoding: false` when the audio is already Ogg/Opus: the baileys service then
   * sends it as is (`ptt: true`, `audio/ogg; codecs=opus`) instead of converting it again.
   */
  async sendAudio(
    instanceName: string,
    number: string,
    base64: string,
    options: { encoding?: boolean } = {},
  ): Promise<{ id: string; status: string | null }> {
    const sent = await this.call(
      'POST',
      `/message/sendWhatsAppAudio/${encodeURIComponent(instanceName)}`,
      sentSchema,
      { number, audio: base64, ...(options.encoding === undefined ? {} : { encoding: options.encoding }) },
      MEDIA_TIMEOUT_MS,
    );
    return { id: sent.key.id, status: sent.status ?? null };
  }

  /**
   * POST /message/sendLocation/{instance} (sendMessage.dto.ts `SendLocationDto`): coordinates, and the
   * place's name and address the phone shows above the map.
   */
  async sendLocation(
    instanceName: string,
    number: string,
    location: { latitude: number; longitude: number; name: string; address: string },
  ): Promise<{ id: string; status: string | null }> {
    const sent = await this.call('POST', `/message/sendLocation/${encodeURIComponent(instanceName)}`, sentSchema, {
      number,
      ...location,
    });
    return { id: sent.key.id, status: sent.status ?? null };
  }

  /**
   * POST /message/sendContact/{instance} (sendMessage.dto.ts `SendContactDto`): contact cards, each
   * `ContactMessage` with the name, the phone as shown and its WhatsApp id (`wuid`, digits), which
   * the phone turns into "Conversar" / "Adicionar contato".
   */
  async sendContact(
    instanceName: string,
    number: string,
    contact: { fullName: string; wuid: string; phoneNumber: string }[],
  ): Promise<{ id: string; status: string | null }> {
    const sent = await this.call('POST', `/message/sendContact/${encodeURIComponent(instanceName)}`, sentSchema, {
      number,
      contact,
    });
    return { id: sent.key.id, status: sent.status ?? null };
  }

  /**
   * POST /message/sendText/{instance}: `number` in digits (E.164 without '+'); the message's key and
   * status. `quoted` answers a message (sendMessage.dto.ts `Quoted`: its key, and its content so the
   * gateway need not look it up; the phone shows that content above the reply).
   */
  async sendText(
    instanceName: string,
    number: string,
    text: string,
    quoted?: EvolutionQuoted,
  ): Promise<{ id: string; status: string | null }> {
    const sent = await this.call('POST', `/message/sendText/${encodeURIComponent(instanceName)}`, sentSchema, {
      number,
      text,
      ...(quoted ? { quoted } : {}),
    });
    return { id: sent.key.id, status: sent.status ?? null };
  }

  /**
   * POST /message/sendReaction/{instance} (SendReactionDto): `reaction` to the message `key`; an
   * empty reaction removes ours.
   */
  async sendReaction(instanceName: string, key: EvolutionKey, reaction: string): Promise<void> {
    await this.call('POST', `/message/sendReaction/${encodeURIComponent(instanceName)}`, v.unknown(), {
      key,
      reaction,
    });
  }

  /** POST /chat/updateMessage/{instance} (UpdateMessageDto): the new text of a message we sent. */
  async updateMessage(instanceName: string, number: string, key: EvolutionKey, text: string): Promise<void> {
    await this.call('POST', `/chat/updateMessage/${encodeURIComponent(instanceName)}`, v.unknown(), {
      number,
      key,
      text,
    });
  }

  /** DELETE /chat/deleteMessageForEveryone/{instance} (DeleteMessage: the key's fields at the top level). */
  async deleteMessageForEveryone(instanceName: string, key: EvolutionKey): Promise<void> {
    await this.call('DELETE', `/chat/deleteMessageForEveryone/${encodeURIComponent(instanceName)}`, v.unknown(), {
      id: key.id,
      remoteJid: key.remoteJid,
      fromMe: key.fromMe,
    });
  }

  /** POST /chat/markMessageAsRead/{instance} (ReadMessageDto): the contact's messages, read (blue ticks). */
  async markMessageAsRead(instanceName: string, readMessages: readonly EvolutionKey[]): Promise<void> {
    await this.call('POST', `/chat/markMessageAsRead/${encodeURIComponent(instanceName)}`, v.unknown(), {
      readMessages,
    });
  }

  /**
   * POST /chat/findMessages/{instance}: one page of the messages the gateway stored between two
   * instants, newest first. The gateway filters on time only when given both ends, in seconds.
   */
  async findMessages(
    instanceName: string,
    window: { from: Date; to: Date },
    page: number,
    pageSize: number,
  ): Promise<{ records: unknown[]; pages: number }> {
    const answer = await this.call(
      'POST',
      `/chat/findMessages/${encodeURIComponent(instanceName)}`,
      messagesPageSchema,
      {
        where: { messageTimestamp: { gte: window.from.toISOString(), lte: window.to.toISOString() } },
        page,
        offset: pageSize,
      },
    );
    return { records: answer.messages.records, pages: answer.messages.pages ?? 1 };
  }

  private async call<S extends v.GenericSchema>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: S,
    body?: unknown,
    timeoutMs = this.timeoutMs,
  ): Promise<v.InferOutput<S>> {
    let response: Response;
    try {
      response = await fetch(`${this.options.url}${path}`, {
        method,
        headers: {
          apikey: this.options.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new EvolutionApiError(null, error instanceof Error ? error.message : String(error), timedOut);
    }
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): kept as text in the error below.
    }
    if (!response.ok) throw new EvolutionApiError(response.status, text.slice(0, 500));
    if (v.is(inlineErrorSchema, json)) throw new EvolutionApiError(response.status, text.slice(0, 500));
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) throw new EvolutionApiError(response.status, `resposta inesperada: ${text.slice(0, 300)}`);
    return parsed.output;
  }
}
