import type {
  CanalEstado,
  CanalProvider,
  MensagemConteudo,
  MensagemStatus,
  MidiaTipo,
} from '@colabora/shared/contracts';

/*
 * One interface in front of every WhatsApp gateway (DESIGN §5a). The chat module only ever talks
 * to a channel through it; each provider turns its own API and webhook dialect into these calls
 * and these normalised events.
 */

/** What connecting answers: the QR to read (its text payload), or a pairing code, or nothing when already connected. */
export type ConnectResult = { estado: CanalEstado; qrCode: string | null; pairingCode: string | null };

/** The outcome of a send: the gateway's id for the message and how far it got. */
export type SendResult = { idGateway: string; status: Extract<MensagemStatus, 'enviada' | 'entregue'> };

/**
 * A file to send: its kind decides the gateway's call. `envio` says how an audio goes: 'voz', a
 * voice note already in WhatsApp's Ogg/Opus (sent as is, as a voice message); 'arquivo', a file
 * (a recording that could not be converted); absent, the gateway's own choice (an audio without a
 * caption goes as a voice message, converted by the gateway).
 */
export type MidiaSaida = {
  tipo: MidiaTipo;
  mime: string;
  nome: string;
  base64: string;
  legenda: string;
  envio?: 'voz' | 'arquivo';
};

/** A location or contact cards staff send (issue #26, ADR 0033), as the history keeps them. */
export type ConteudoSaida = Extract<MensagemConteudo, { tipo: 'localizacao' | 'contatos' }>;

/** What a message carries out: a text, a file (whose caption is its `legenda`), a location or contact cards. */
export type Conteudo = string | MidiaSaida | ConteudoSaida;

/** Whether what goes out is a file (it has bytes), not a text, location or card. */
export const isMidia = (conteudo: Conteudo): conteudo is MidiaSaida =>
  typeof conteudo !== 'string' && 'base64' in conteudo;

/**
 * A message of the conversation as the gateway names it (issue #26, ADR 0027): its WhatsApp id and
 * whether the institution's number sent it (WhatsApp's `key.fromMe`); the chat is the contact's.
 */
export type MensagemAlvo = { idGateway: string; deMim: boolean };

/** The message a reply quotes: which one, and a line of it (what the contact's phone shows above the reply). */
export type CitacaoSaida = MensagemAlvo & { previa: string };

/**
 * A file the contact sent, as the gateway described it. `base64` is null when the gateway sent the
 * description without the bytes (an Evolution instance without webhook base64): the message is
 * still stored, saying the file did not arrive.
 */
export type MidiaEntrada = {
  tipo: MidiaTipo;
  mime: string;
  nome: string;
  base64: string | null;
  /** The file as the contact sent it, when the one above is a conversion (an audio browsers play, ADR 0036). */
  original?: { mime: string; nome: string; base64: string };
  /** Why the file may not play for staff (pt-BR), said after the message's text. */
  aviso?: string;
};

/**
 * The message a contact's message answers: its gateway id (resolved in the same conversation when
 * read) and the short preview the contact's phone sent along, for when the original is not stored.
 */
export type CitacaoEntrada = { idGateway: string; previa: string };

/**
 * An event from the gateway, normalised. Phones are E.164 and always a real number. A WhatsApp
 * LID (an opaque id, not a phone) travels apart, as its digits, in `lid` (ADR 0035): the chat
 * resolves the two to one contact.
 */
export type InboundEvent =
  | {
      kind: 'message';
      idGateway: string;
      /** The contact's phone, E.164; null when WhatsApp named the contact by its LID alone. */
      telefone: string | null;
      /** The contact's LID (digits of `<lid>@lid`), when WhatsApp gave it. */
      lid?: string;
      /** The name the contact gave WhatsApp, if any. */
      nome: string | null;
      /** The text, or a file's caption ('' for a file without one). */
      texto: string;
      /** The file of an image, audio, video or document message (or a sticker); absent for text. */
      midia?: MidiaEntrada;
      /** The message it answers (WhatsApp's quoted reply). */
      citacao?: CitacaoEntrada;
      /** A location, contact cards, a poll, a sticker or an unsupported kind; `texto` summarises it. */
      conteudo?: MensagemConteudo;
      /**
       * When WhatsApp says the contact sent it (Evolution's `messageTimestamp`, ISO): the message's
       * place in the conversation, so one fetched late sorts where it belongs. Absent: when stored.
       */
      enviadaEm?: string;
    }
  /**
   * The contact reacted to a message of the conversation (`alvo`, its gateway id) with `emoji`;
   * an empty emoji removes the reaction. Not a message: nothing new in the list, no unread.
   */
  | { kind: 'reaction'; idGateway: string; telefone: string | null; lid?: string; alvo: string; emoji: string }
  /**
   * The contact edited or deleted for everyone a message they sent (`alvo`). `telefone` is null
   * when the gateway's event names only the message (Evolution's MESSAGES_EDITED).
   */
  | { kind: 'edit'; alvo: string; telefone: string | null; texto: string }
  | { kind: 'revoke'; alvo: string; telefone: string | null }
  | { kind: 'status'; idGateway: string; status: Exclude<MensagemStatus, 'pendente'> }
  /** WhatsApp named both addresses of a person (on a message the institution sent): the LID is theirs. */
  | { kind: 'identidade'; telefone: string; lid: string }
  | { kind: 'connection'; estado: CanalEstado; telefone: string | null }
  | { kind: 'qr'; qrCode: string; pairingCode: string | null };

/** The header a gateway sends the channel's webhook secret in (Evolution v2: `webhook.headers`). */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

/** Where the gateway posts this channel's webhooks, and the secret it must send with them. */
export type WebhookTarget = { url: string; secret: string };

/** What creating the channel on the gateway gave: its name there and the first QR, when offered. */
export type ProvisionResult = { instancia: string | null; conexao: ConnectResult };

export type ChannelAdapter = {
  readonly provider: CanalProvider;
  /** Creates the channel on the gateway, posting its webhooks (with the secret) to `webhook`. */
  provision(webhook: WebhookTarget): Promise<ProvisionResult>;
  /** Starts pairing: the QR to show (or a pairing code); a connected channel answers its state. */
  connect(): Promise<ConnectResult>;
  state(): Promise<CanalEstado>;
  logout(): Promise<void>;
  /** Removes the channel from the gateway for good (its session and what the gateway stored). */
  destroy(): Promise<void>;
  /**
   * Sends a text to a phone in E.164, answering `citacao` when given (a quoted reply); throws
   * ChannelSendError when the gateway refuses.
   */
  sendText(telefone: string, texto: string, citacao?: CitacaoSaida): Promise<SendResult>;
  /**
   * Reacts to a message of the contact's chat with `emoji` ('' removes the institution's reaction).
   * Not a message: nothing to track. Throws ChannelSendError when the gateway refuses.
   */
  sendReaction(telefone: string, alvo: MensagemAlvo, emoji: string): Promise<void>;
  /**
   * Tells the contact's phone that these messages they sent (gateway ids) were read (the blue
   * ticks). Throws ChannelSendError when the gateway refuses.
   */
  markRead(telefone: string, idsGateway: readonly string[]): Promise<void>;
  /** Replaces the text of a message the institution sent (WhatsApp's edit); throws ChannelSendError when refused. */
  editText(telefone: string, alvo: MensagemAlvo, texto: string): Promise<void>;
  /** Deletes for everyone a message the institution sent; throws ChannelSendError when refused. */
  deleteForEveryone(telefone: string, alvo: MensagemAlvo): Promise<void>;
  /** Sends a file (with its caption) to a phone in E.164; throws ChannelSendError when the gateway refuses. */
  sendMedia(telefone: string, midia: MidiaSaida): Promise<SendResult>;
  /** Sends a location or contact cards to a phone in E.164; throws ChannelSendError when the gateway refuses. */
  sendConteudo(telefone: string, conteudo: ConteudoSaida): Promise<SendResult>;
  /** The webhook body this provider's gateway posts, as normalised events (unknown ones dropped). */
  parseWebhook(body: unknown): InboundEvent[];
  /**
   * Reconciliation after a reconnect: the contacts' messages the gateway received from `since` on,
   * oldest first. They may overlap what webhooks already delivered; the ingest is idempotent.
   */
  fetchMissed(since: Date): Promise<InboundEvent[]>;
  /**
   * What this channel sent to `telefone` (E.164) from `since` on, id and text: how a send whose
   * outcome a killed process never recorded is settled (campaigns). Throws when the gateway cannot tell.
   */
  findSent(telefone: string, since: Date): Promise<SentRecord[]>;
};

/**
 * The gateway refused or could not be reached; the message (pt-BR) says what to do. A send that
 * fails this way is marked 'falhou'; a lifecycle call answers 409 with it.
 */
/** One message the gateway says it sent. */
export type SentRecord = { idGateway: string; texto: string };

export class ChannelSendError extends Error {}
