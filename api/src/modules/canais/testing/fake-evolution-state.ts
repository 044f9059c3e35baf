import { randomBytes } from 'node:crypto';

/*
 * Test support: what the fake Evolution API v2 (fake-evolution-server.ts) records and stores, per
 * instance, as the gateway stores it. A leaf: the server, its routes and its webhooks all read it,
 * and it reads none of them (no circle, even of types: docs/decisions/0022-one-way-api.md §3).
 */

export type RecordedRequest = { method: string; path: string; apikey: string | undefined; body: unknown };

/** A webhook delivery: event, instance and the status our API answered. */
export type WebhookDelivery = { event: string; instance: string; status: number };

/** A message key as a caller posts it (Baileys' IMessageKey). */
export type EvolutionKeyBody = { remoteJid: string; fromMe: boolean; id: string };

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

/** A new QR for the instance (on create, connect or Baileys' renewal): the session is connecting. */
export function newQr(instance: FakeInstance): void {
  instance.state = 'connecting';
  instance.qr = {
    code: `2@${randomBytes(24).toString('base64')},${randomBytes(8).toString('hex')}`,
    pairingCode: null,
    count: instance.qr.count + 1,
  };
}
