import { cleanLabel, type CanalEstado, type MensagemStatus } from '@colabora/shared/contracts';
import * as v from 'valibot';
import type { InboundEvent } from './channel-adapter';
import { readMessage, readProtocol, type MessageContent } from './evolution-message';

/*
 * Evolution API v2 webhooks (MESSAGES_UPSERT, MESSAGES_UPDATE, MESSAGES_EDITED, MESSAGES_DELETE,
 * CONNECTION_UPDATE, QRCODE_UPDATED) as normalised events. The simulator speaks this same dialect, so a simulated contact's message
 * goes through exactly the code a real one does.
 */

/**
 * Longest message id taken from a gateway, like every id from outside (WhatsApp's have 16 to 40
 * characters): a longer one could not even be indexed (PostgreSQL's B-tree keys stop near 2.7 KB).
 */
export const ID_GATEWAY_MAX = 128;

export const WEBHOOK_MESSAGES = {
  idLongo: `Identificador de mensagem (key.id) inválido: no máximo ${ID_GATEWAY_MAX} caracteres.`,
} as const;

/** `data` as one item or a list (Evolution batches some events). */
function itemsOf(data: unknown): unknown[] {
  return Array.isArray(data) ? data : data == null ? [] : [data];
}

/** Whether an item of `data` names a message (key.id, keyId) by an id longer than any gateway's. */
function hasLongId(item: unknown): boolean {
  if (item === null || typeof item !== 'object') return false;
  const { key, keyId } = item as { key?: unknown; keyId?: unknown };
  const id = key !== null && typeof key === 'object' ? (key as { id?: unknown }).id : undefined;
  return [id, keyId].some((value) => typeof value === 'string' && value.length > ID_GATEWAY_MAX);
}

/**
 * The webhook body: Evolution's envelope. Its top-level fields are known and few, so unknown ones
 * are refused like on every route; `data` is the gateway's and is read leniently below, except for
 * the message ids, refused past ID_GATEWAY_MAX (400) like every id from outside.
 */
export const evolutionWebhookSchema = v.pipe(
  v.strictObject({
    event: v.pipe(v.string(), v.maxLength(64)),
    instance: v.optional(v.unknown()),
    data: v.optional(v.unknown()),
    destination: v.optional(v.unknown()),
    date_time: v.optional(v.unknown()),
    sender: v.optional(v.unknown()),
    server_url: v.optional(v.unknown()),
    apikey: v.optional(v.unknown()),
  }),
  v.check((body) => !itemsOf(body.data).some(hasLongId), WEBHOOK_MESSAGES.idLongo),
);
export type EvolutionWebhook = v.InferOutput<typeof evolutionWebhookSchema>;

const keySchema = v.looseObject({
  remoteJid: v.optional(v.nullable(v.string())),
  remoteJidAlt: v.optional(v.nullable(v.string())),
  senderPn: v.optional(v.nullable(v.string())),
  /** Baileys 6's LID of a message addressed by phone (Baileys 7 puts it in remoteJidAlt). */
  senderLid: v.optional(v.nullable(v.string())),
  fromMe: v.optional(v.nullable(v.boolean())),
  id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(ID_GATEWAY_MAX)))),
});

const optionalText = v.optional(v.nullable(v.string()));

/**
 * One item of MESSAGES_UPSERT (and of findMessages): its key, the contact's name, and the message
 * read by evolution-message.ts. `contextInfo` is the content's, lifted beside it by Evolution.
 */
const upsertSchema = v.looseObject({
  key: keySchema,
  pushName: optionalText,
  messageType: optionalText,
  contextInfo: v.optional(v.unknown()),
  message: v.optional(v.nullable(v.looseObject({}))),
  messageTimestamp: v.optional(v.unknown()),
});

/** A WhatsApp timestamp may be ahead of our clock by this much (two machines) and still be taken. */
const TIMESTAMP_AHEAD_MS = 5 * 60_000;

/**
 * `messageTimestamp` (seconds since 1970; a number, a numeric string, or Baileys' Long
 * `{ low, high }` when a gateway passes it raw) as an ISO instant, or undefined when it is not a
 * plausible time (before 2009, WhatsApp's birth, or past the clock's margin): the message then
 * takes the moment it is stored.
 */
export function instantOfTimestamp(value: unknown, now = Date.now()): string | undefined {
  let seconds: number | null = null;
  if (typeof value === 'number') seconds = value;
  else if (typeof value === 'string' && /^\d{1,12}$/.test(value)) seconds = Number(value);
  else if (value !== null && typeof value === 'object') {
    const { low, high } = value as { low?: unknown; high?: unknown };
    if (typeof low === 'number' && typeof high === 'number') seconds = high * 2 ** 32 + (low >>> 0);
  }
  if (seconds === null || !Number.isFinite(seconds)) return undefined;
  const ms = Math.floor(seconds) * 1000;
  if (ms < Date.UTC(2009, 0, 1) || ms > now + TIMESTAMP_AHEAD_MS) return undefined;
  return new Date(ms).toISOString();
}

const updateSchema = v.looseObject({
  keyId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(ID_GATEWAY_MAX)))),
  key: v.optional(v.nullable(keySchema)),
  fromMe: v.optional(v.nullable(v.boolean())),
  status: v.optional(v.nullable(v.string())),
});

const connectionSchema = v.looseObject({
  state: v.optional(v.nullable(v.string())),
  statusReason: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  wuid: v.optional(v.nullable(v.string())),
});

const qrSchema = v.looseObject({
  qrcode: v.optional(
    v.nullable(
      v.looseObject({ code: v.optional(v.nullable(v.string())), pairingCode: v.optional(v.nullable(v.string())) }),
    ),
  ),
});

const ACK_STATUS: Readonly<Record<string, Exclude<MensagemStatus, 'pendente'>>> = {
  SERVER_ACK: 'enviada',
  DELIVERY_ACK: 'entregue',
  READ: 'lida',
  PLAYED: 'lida',
  ERROR: 'falhou',
};

const CONNECTION_STATE: Readonly<Record<string, CanalEstado>> = {
  open: 'conectado',
  connecting: 'aguardando_qr',
  close: 'desconectado',
  // Evolution gave up pairing (QRCODE.LIMIT QR codes shown, none read).
  refused: 'recusado',
};

/**
 * Close reasons after which Evolution does not reconnect by itself (whatsapp.baileys.service.ts,
 * `codesToNotReconnect`): Baileys' loggedOut (401, the number was logged out on the phone) and
 * forbidden (403, banned), and 402/406. Any other close is followed by Evolution reconnecting.
 */
const REFUSED_CLOSE_REASONS = new Set([401, 402, 403, 406]);

function connectionEstado(data: v.InferOutput<typeof connectionSchema>): CanalEstado | undefined {
  const estado = CONNECTION_STATE[data.state ?? ''];
  return estado === 'desconectado' && REFUSED_CLOSE_REASONS.has(Number(data.statusReason)) ? 'recusado' : estado;
}

/**
 * The phone of a one-to-one WhatsApp JID in E.164, or null: groups (`@g.us`), broadcasts
 * (`status@broadcast`), newsletters and LIDs (`@lid`, an opaque id that is not a phone) have none.
 * @example phoneOfJid('5511988887777@s.whatsapp.net') // → '+5511988887777'
 * phoneOfJid('123456789012345@lid')                   // → null
 */
export function phoneOfJid(jid: string | null | undefined): string | null {
  const match = /^(\d{8,15})(?::\d+)?@(s\.whatsapp\.net|c\.us)$/.exec(jid ?? '');
  return match?.[1] && !match[1].startsWith('0') ? `+${match[1]}` : null;
}

/**
 * The digits of a LID JID (`<digits>@lid`, WhatsApp's opaque id for a person), or null.
 * @example lidOfJid('123456789012345@lid') // → '123456789012345'
 * lidOfJid('5511988887777@s.whatsapp.net')  // → null
 */
export function lidOfJid(jid: string | null | undefined): string | null {
  return /^(\d{1,24})(?::\d+)?@lid$/.exec(jid ?? '')?.[1] ?? null;
}

/** A chat that is not one person's: a group, a broadcast list, a status, a channel (newsletter). */
const isNotAPerson = (jid: string) =>
  jid === 'status@broadcast' || jid.endsWith('@g.us') || jid.endsWith('@broadcast') || jid.endsWith('@newsletter');

/**
 * Who a message key's chat is, by the addresses WhatsApp gave (ADR 0035): the phone of the JID or
 * of its alternate (`remoteJidAlt` in Baileys 7's LID addressing, `senderPn` in Baileys 6), and the
 * LID of either (or `senderLid`). Null for a chat that is not one person's, or that names neither.
 */
function contactAddress(key: v.InferOutput<typeof keySchema>): { telefone: string | null; lid: string | null } | null {
  const jid = key.remoteJid ?? '';
  if (isNotAPerson(jid)) return null;
  const telefone = phoneOfJid(jid) ?? phoneOfJid(key.remoteJidAlt) ?? phoneOfJid(key.senderPn);
  const lid = lidOfJid(jid) ?? lidOfJid(key.remoteJidAlt) ?? lidOfJid(key.senderLid);
  return telefone || lid ? { telefone, lid } : null;
}

/** The contact's phone of a message key: the JID itself, or for a LID its alternate (phone) JID. */
function contactPhone(key: v.InferOutput<typeof keySchema>): string | null {
  return contactAddress(key)?.telefone ?? null;
}

/** MESSAGES_EDITED's data: Baileys' protocolMessage (key, type, editedMessage). */
const protocolSchema = v.looseObject({ key: v.optional(v.unknown()), type: v.optional(v.unknown()) });

/** The event of a contact's message content, or null when it is nothing a person wrote. */
function eventOf(
  content: MessageContent,
  idGateway: string,
  { telefone, lid }: { telefone: string | null; lid: string | null },
  nome: string | null,
  enviadaEm: string | undefined,
): InboundEvent | null {
  const quem = lid ? { telefone, lid } : { telefone };
  switch (content.kind) {
    case 'message': {
      const { kind: _kind, ...rest } = content;
      return { kind: 'message', idGateway, ...quem, nome, ...rest, ...(enviadaEm ? { enviadaEm } : {}) };
    }
    case 'reaction':
      return { kind: 'reaction', idGateway, ...quem, alvo: content.alvo, emoji: content.emoji };
    case 'edit':
      return { kind: 'edit', alvo: content.alvo, telefone, texto: content.texto };
    case 'revoke':
      return { kind: 'revoke', alvo: content.alvo, telefone };
    case 'ignored':
      return null;
  }
}

/** 'MESSAGES_UPSERT', 'messages.upsert' and 'messages-upsert' are the same event. */
const eventName = (event: string) => event.toLowerCase().replace(/[_-]/g, '.');

/**
 * The normalised events of one Evolution webhook. Dropped: groups, broadcasts, messages we sent
 * (`fromMe`: they are already stored; they only teach a LID's phone), what no person wrote (empty texts,
 * poll votes, the session's protocol messages) and events the chat does not use. A kind of
 * message not known is kept, named (evolution-message.ts).
 */
export function normaliseEvolutionWebhook(body: EvolutionWebhook): InboundEvent[] {
  const events: InboundEvent[] = [];
  switch (eventName(body.event)) {
    case 'messages.upsert':
      for (const item of itemsOf(body.data)) {
        const parsed = v.safeParse(upsertSchema, item);
        if (!parsed.success) continue;
        const { key, pushName, message, messageType, contextInfo, messageTimestamp } = parsed.output;
        const endereco = contactAddress(key);
        if (!key.id || !endereco || !message) continue;
        if (key.fromMe) {
          // Our own message (sent from the phone, or the echo of a send): not the contact's, but
          // when WhatsApp names both addresses of the person it still says who they are.
          if (endereco.telefone && endereco.lid)
            events.push({ kind: 'identidade', telefone: endereco.telefone, lid: endereco.lid });
          continue;
        }
        // The name the contact chose on WhatsApp becomes a label on staff screens: cleaned as one.
        const nome = cleanLabel(pushName ?? '') || null;
        const event = eventOf(
          readMessage(message, messageType ?? null, contextInfo),
          key.id,
          endereco,
          nome,
          instantOfTimestamp(messageTimestamp),
        );
        if (event) events.push(event);
      }
      break;
    case 'messages.edited':
      // Evolution posts the protocol message alone (an edit, or a delete for everyone): it names
      // the message, not who sent it, so the chat takes it only for a contact's own message.
      for (const item of itemsOf(body.data)) {
        const protocol = v.safeParse(protocolSchema, item);
        if (!protocol.success) continue;
        const content = readProtocol(protocol.output);
        if (content.kind === 'edit' || content.kind === 'revoke') events.push({ ...content, telefone: null });
      }
      break;
    case 'messages.delete':
      // Baileys' key of the message the contact deleted for everyone (fromMe: ours, not theirs).
      for (const item of itemsOf(body.data)) {
        const key = v.safeParse(keySchema, item);
        if (!key.success || key.output.fromMe || !key.output.id) continue;
        events.push({ kind: 'revoke', alvo: key.output.id, telefone: contactPhone(key.output) });
      }
      break;
    case 'messages.update':
      for (const item of itemsOf(body.data)) {
        const parsed = v.safeParse(updateSchema, item);
        if (!parsed.success) continue;
        const idGateway = parsed.output.keyId ?? parsed.output.key?.id;
        const status = ACK_STATUS[parsed.output.status ?? ''];
        if (idGateway && status) events.push({ kind: 'status', idGateway, status });
      }
      break;
    case 'connection.update': {
      const parsed = v.safeParse(connectionSchema, body.data);
      const estado = parsed.success ? connectionEstado(parsed.output) : undefined;
      if (parsed.success && estado)
        events.push({ kind: 'connection', estado, telefone: phoneOfJid(parsed.output.wuid) });
      break;
    }
    case 'qrcode.updated': {
      const parsed = v.safeParse(qrSchema, body.data);
      const qrcode = parsed.success ? parsed.output.qrcode : null;
      if (qrcode?.code) events.push({ kind: 'qr', qrCode: qrcode.code, pairingCode: qrcode.pairingCode || null });
      break;
    }
    default:
      break;
  }
  return events;
}
