import {
  CITACAO_PREVIA_MAX,
  cleanFileName,
  cleanLabel,
  MIDIA_TIPOS,
  naoSuportadoTexto,
  type ContatoCartao,
  type MensagemConteudo,
} from '@colabora/shared/contracts';
import type { CitacaoEntrada, MidiaEntrada } from './channel-adapter';
import { readVcard } from './vcard';

/*
 * The `message` of an Evolution API v2 webhook (Baileys' proto.Message as JSON), read as what the
 * contact meant: a text, a file, a location, contact cards, a poll, a reaction, an edit, a delete
 * for everyone, or a kind not supported yet (kept, named). Read leniently: the gateway's object has
 * many optional fields, and nothing a contact sent is dropped for a field missing.
 * Shapes: whatsapp.baileys.service.ts (prepareMessage, messages.upsert, messages.update) and
 * Baileys' WAProto of EvolutionAPI/evolution-api v2.3.
 */

type Rec = Record<string, unknown>;

const rec = (value: unknown): Rec | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Rec) : null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** Protobuf JSON writes 64-bit and some numbers as strings. */
const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};
const label = (value: unknown, max = 200) => cleanLabel(str(value) ?? '').slice(0, max);

/** Longest gateway id taken (evolution-webhook.ts ID_GATEWAY_MAX, repeated to keep this a leaf). */
const ID_MAX = 128;
const idOf = (value: unknown): string | null => {
  const id = str(value);
  return id && id.length <= ID_MAX ? id : null;
};

/** What one `message` is, for the chat. */
export type MessageContent =
  | { kind: 'message'; texto: string; midia?: MidiaEntrada; conteudo?: MensagemConteudo; citacao?: CitacaoEntrada }
  | { kind: 'reaction'; alvo: string; emoji: string }
  | { kind: 'edit'; alvo: string; texto: string }
  | { kind: 'revoke'; alvo: string }
  /** Nothing a person wrote: an empty text, a poll vote, a protocol message of the session. */
  | { kind: 'ignored' };

/** Wrappers around the real content (disappearing messages, view once, a document with caption). */
const WRAPPERS = [
  'ephemeralMessage',
  'viewOnceMessage',
  'viewOnceMessageV2',
  'viewOnceMessageV2Extension',
  'documentWithCaptionMessage',
] as const;

/**
 * Fields beside the content that are not a kind of message: Evolution's (base64, mediaUrl,
 * speechToText) and Baileys' session data sent along with one.
 */
const NOT_CONTENT = new Set([
  'base64',
  'mediaUrl',
  'speechToText',
  'contextInfo',
  'messageContextInfo',
  'senderKeyDistributionMessage',
]);

/** The content inside any wrappers, keeping Evolution's `base64` (sent beside the outermost). */
export function unwrapMessage(message: Rec): Rec {
  let current = message;
  for (let depth = 0; depth < 5; depth++) {
    const wrapper = WRAPPERS.map((field) => rec(rec(current[field])?.message)).find(Boolean);
    if (!wrapper) break;
    current = { ...wrapper, ...(current.base64 !== undefined ? { base64: current.base64 } : {}) };
  }
  return current;
}

const MEDIA_KINDS = [
  ['imageMessage', 'imagem', 'imagem'],
  ['videoMessage', 'video', 'video'],
  ['ptvMessage', 'video', 'video'],
  ['audioMessage', 'audio', 'audio'],
  ['documentMessage', 'documento', 'documento'],
  ['stickerMessage', 'imagem', 'figurinha'],
] as const;

const EXTENSION: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'application/pdf': 'pdf',
};

/**
 * The file of a media message (a sticker is an image) and its caption. The type is WhatsApp's
 * without parameters ('audio/ogg; codecs=opus' → 'audio/ogg'); a file of a type the product does
 * not accept keeps its description, not its bytes.
 */
function mediaOf(message: Rec): { field: string; midia: MidiaEntrada; legenda: string } | null {
  for (const [field, tipo, baseName] of MEDIA_KINDS) {
    const media = rec(message[field]);
    if (!media) continue;
    const declared = str(media.mimetype) ?? (field === 'stickerMessage' ? 'image/webp' : '');
    const mime = declared.split(';')[0]?.trim().toLowerCase() || 'application/octet-stream';
    // AMR is no type staff may send, but older phones record voice notes in it: kept to be
    // converted on arrival (chat/audio-entrada.ts, ADR 0036).
    const accepted = MIDIA_TIPOS[mime] !== undefined || (field === 'audioMessage' && mime === 'audio/amr');
    const raw = str(message.base64);
    const base64 = accepted && raw && /^[A-Za-z0-9+/]+={0,2}$/.test(raw) ? raw : null;
    // The contact's phone names the file: cleaned like an uploaded file's name (no RLO tricks).
    const nome = cleanFileName(str(media.fileName) ?? '') || `${baseName}.${EXTENSION[mime] ?? 'bin'}`;
    return { field, midia: { tipo, mime, nome, base64 }, legenda: str(media.caption) ?? '' };
  }
  return null;
}

const coordinate = (value: number) => Number(value.toFixed(6));

function locationOf(message: Rec): MensagemConteudo | null {
  const location = rec(message.locationMessage) ?? rec(message.liveLocationMessage);
  const latitude = num(location?.degreesLatitude);
  const longitude = num(location?.degreesLongitude);
  if (!location || latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return {
    tipo: 'localizacao',
    latitude: coordinate(latitude),
    longitude: coordinate(longitude),
    nome: label(location.name ?? location.caption) || null,
    endereco: label(location.address) || null,
  };
}

/** At most this many cards of one message are kept (WhatsApp sends up to 257 in one). */
const CARTOES_MAX = 20;

function contactsOf(message: Rec): MensagemConteudo | null {
  const single = rec(message.contactMessage);
  const array = rec(message.contactsArrayMessage);
  const entries = single ? [single] : Array.isArray(array?.contacts) ? array.contacts.map(rec) : null;
  if (!entries) return null;
  const contatos: ContatoCartao[] = [];
  for (const entry of entries.slice(0, CARTOES_MAX)) {
    if (!entry) continue;
    const card = readVcard(str(entry.vcard) ?? '');
    const nome = label(card.nome || str(entry.displayName) || '', 120);
    contatos.push({ nome, telefones: card.telefones.map((telefone) => label(telefone, 40)).slice(0, 5) });
  }
  return { tipo: 'contatos', contatos };
}

const POLL_FIELDS = ['pollCreationMessage', 'pollCreationMessageV2', 'pollCreationMessageV3'] as const;

function pollOf(message: Rec): MensagemConteudo | null {
  const poll = POLL_FIELDS.map((field) => rec(message[field])).find(Boolean);
  if (!poll) return null;
  const opcoes = (Array.isArray(poll.options) ? poll.options : [])
    .map((option) => label(rec(option)?.optionName, 100))
    .filter(Boolean)
    .slice(0, 12);
  return { tipo: 'enquete', pergunta: label(poll.name, 255), opcoes, escolhas: num(poll.selectableOptionsCount) ?? 0 };
}

/** The text a message's `texto` keeps for a kind: what the list previews and search reads. */
export function summaryOf(conteudo: MensagemConteudo): string {
  switch (conteudo.tipo) {
    case 'localizacao': {
      const place = [conteudo.nome, conteudo.endereco].filter(Boolean).join(', ');
      return `Localização${place ? `: ${place}` : ''} (${conteudo.latitude}, ${conteudo.longitude})`;
    }
    case 'contatos':
      return `${conteudo.contatos.length === 1 ? 'Contato' : 'Contatos'}: ${conteudo.contatos
        .map((card) => [card.nome, card.telefones[0]].filter(Boolean).join(' '))
        .join('; ')}`;
    case 'enquete':
      return [`Enquete: ${conteudo.pergunta}`, ...conteudo.opcoes.map((opcao) => `• ${opcao}`)].join('\n');
    case 'figurinha':
      return '';
    case 'nao_suportado':
      return naoSuportadoTexto(conteudo.tipoOriginal);
  }
}

/** The text of a plain or edited message: its text, or a file's caption. */
function textOf(message: Rec): string | null {
  return (
    str(message.conversation) ??
    str(rec(message.extendedTextMessage)?.text) ??
    MEDIA_KINDS.map(([field]) => str(rec(message[field])?.caption)).find((caption) => caption !== null) ??
    null
  );
}

/** Baileys' ProtocolMessage.Type, as a number (proto) or its name (proto JSON). */
const PROTOCOL_REVOKE = new Set<unknown>([0, 'REVOKE']);
const PROTOCOL_EDIT = new Set<unknown>([14, 'MESSAGE_EDIT']);

/**
 * A protocol message: a delete for everyone (REVOKE) or an edit (MESSAGE_EDIT) of the message its
 * key names. Evolution posts it alone as MESSAGES_EDITED; inside an upsert it is `protocolMessage`
 * or `editedMessage.message.protocolMessage`. Every other type is the session's, not a person's.
 */
export function readProtocol(protocol: Rec): MessageContent {
  const alvo = idOf(rec(protocol.key)?.id);
  if (!alvo) return { kind: 'ignored' };
  if (PROTOCOL_REVOKE.has(protocol.type)) return { kind: 'revoke', alvo };
  const edited = rec(protocol.editedMessage);
  const texto = edited ? textOf(unwrapMessage(edited)) : null;
  if ((PROTOCOL_EDIT.has(protocol.type) || (protocol.type === undefined && edited)) && texto?.trim())
    return { kind: 'edit', alvo, texto };
  return { kind: 'ignored' };
}

/** The kind a message's content is, by WhatsApp's name ('locationMessage'...): the first content field. */
function rawTypeOf(message: Rec, messageType: string | null): string {
  const field = Object.keys(message).find((key) => !NOT_CONTENT.has(key) && message[key] != null);
  const name = field ?? messageType ?? 'desconhecido';
  return name.replace(/[^\w.-]/g, '').slice(0, 60) || 'desconhecido';
}

/** The quoted reply a content carries: its own contextInfo, or the one Evolution lifts beside the message. */
function citacaoOf(message: Rec, outerContext: unknown): CitacaoEntrada | undefined {
  const inner = Object.values(message)
    .map((value) => rec(rec(value)?.contextInfo))
    .find((context) => context?.stanzaId);
  const context = inner ?? rec(outerContext);
  const idGateway = idOf(context?.stanzaId);
  if (!idGateway) return undefined;
  const quoted = rec(context?.quotedMessage);
  const content = quoted ? readMessage(quoted, null, null) : null;
  return { idGateway, previa: content ? previewOf(content) : '' };
}

const MIDIA_PREVIA = { imagem: 'Imagem', audio: 'Áudio', video: 'Vídeo', documento: 'Documento' } as const;

/** A short text of a content, for a quote: its text, else its kind. */
function previewOf(content: MessageContent): string {
  if (content.kind !== 'message') return '';
  const text =
    content.texto.trim() ||
    (content.conteudo?.tipo === 'figurinha' ? 'Figurinha' : content.midia ? MIDIA_PREVIA[content.midia.tipo] : '');
  return cleanLabel(text).slice(0, CITACAO_PREVIA_MAX);
}

/**
 * What one `message` is. `messageType` is Evolution's name of it (used when the content has no
 * field to name it); `outerContext` the `contextInfo` Evolution lifts beside the message.
 */
export function readMessage(raw: Rec, messageType: string | null, outerContext: unknown): MessageContent {
  const message = unwrapMessage(raw);
  const reaction = rec(message.reactionMessage);
  if (reaction) {
    const alvo = idOf(rec(reaction.key)?.id);
    return alvo ? { kind: 'reaction', alvo, emoji: (str(reaction.text) ?? '').slice(0, 32) } : { kind: 'ignored' };
  }
  const protocol = rec(message.protocolMessage) ?? rec(rec(rec(message.editedMessage)?.message)?.protocolMessage);
  if (protocol) return readProtocol(protocol);
  // A vote changes a poll; it is not something new the contact said.
  if (message.pollUpdateMessage) return { kind: 'ignored' };
  const citacao = citacaoOf(message, outerContext);
  const withQuote = (content: Extract<MessageContent, { kind: 'message' }>): MessageContent =>
    citacao ? { ...content, citacao } : content;
  const media = mediaOf(message);
  if (media) {
    const conteudo = media.field === 'stickerMessage' ? ({ tipo: 'figurinha' } as const) : undefined;
    return withQuote({ kind: 'message', texto: media.legenda, midia: media.midia, ...(conteudo ? { conteudo } : {}) });
  }
  const conteudo = locationOf(message) ?? contactsOf(message) ?? pollOf(message);
  if (conteudo) return withQuote({ kind: 'message', texto: summaryOf(conteudo), conteudo });
  const texto = str(message.conversation) ?? str(rec(message.extendedTextMessage)?.text);
  if (texto !== null) return texto.trim() ? withQuote({ kind: 'message', texto }) : { kind: 'ignored' };
  const tipoOriginal = rawTypeOf(message, messageType);
  const unknown: MensagemConteudo = { tipo: 'nao_suportado', tipoOriginal };
  return withQuote({ kind: 'message', texto: summaryOf(unknown), conteudo: unknown });
}
