import { fileTypeFromBuffer } from 'file-type';
import { MIDIA_MESSAGES, midiaOfDataUrl } from '@colabora/shared/contracts';
import { badRequest } from './http-error';

/*
 * Whether an uploaded file's bytes are what its data URL declares (issue #22): an HTML page sent
 * as `data:image/png` must not be stored and sent to contacts as a picture. Binary kinds are read
 * by their signature (the maintained `file-type` library); text kinds have none, so they must be
 * UTF-8 without NUL and must not open like an HTML (or SVG/XML) document. Pictures have their own
 * stricter path (images/normalize-image.ts re-encodes them).
 */

/** The ISO base media family (MP4, M4A, 3GP, QuickTime): one container, told apart by brand only. */
const ISO_MEDIA = [
  'video/mp4',
  'audio/mp4',
  'audio/x-m4a',
  'video/x-m4v',
  'video/3gpp',
  'video/3gpp2',
  'video/quicktime',
];
const OOXML = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];
/** Legacy Office files (.doc, .xls, .ppt) and password-protected OOXML are Compound File Binary. */
const CFB = ['application/x-cfb', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'];
const ZIP = ['application/zip', ...OOXML];
const OGG = ['audio/ogg', 'audio/opus', 'video/ogg', 'application/ogg'];
const WEBM = ['video/webm', 'audio/webm', 'video/x-matroska'];

/** For each declared type, what the detected signature may be. */
const ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['image/jpeg'],
  'image/png': ['image/png', 'image/apng'],
  'image/webp': ['image/webp'],
  'image/gif': ['image/gif'],
  'audio/ogg': OGG,
  'audio/mpeg': ['audio/mpeg'],
  'audio/mp4': ISO_MEDIA,
  'audio/aac': ['audio/aac', ...ISO_MEDIA],
  'audio/webm': WEBM,
  // Only from a contact's phone (never an upload): older phones' voice notes, converted on arrival.
  'audio/amr': ['audio/amr'],
  'video/mp4': ISO_MEDIA,
  'video/3gpp': ISO_MEDIA,
  'video/webm': WEBM,
  'application/pdf': ['application/pdf'],
  'application/msword': CFB,
  'application/vnd.ms-excel': CFB,
  'application/vnd.ms-powerpoint': CFB,
  'application/zip': ZIP,
  ...Object.fromEntries(OOXML.map((mime) => [mime, [...ZIP, 'application/x-cfb']])),
};

const TEXT = new Set(['text/plain', 'text/csv']);

/** The start of an HTML, SVG or XML document (WHATWG MIME sniffing's markup patterns, and a few more). */
const MARKUP =
  /^(?:<!doctype\s+html|<\?xml|<!--|<(?:html|head|body|script|iframe|svg|style|title|table|div|font|a|b|p|br|h1|meta|link|object|embed)[\s/>])/i;

const HTML = 'o conteúdo parece uma página HTML';

/** Whether the bytes open like a markup document (read leniently: any encoding close to UTF-8). */
function looksLikeMarkup(bytes: Buffer): boolean {
  const start = new TextDecoder('utf-8').decode(bytes.subarray(0, 1024));
  return MARKUP.test(start.replace(/^\uFEFF/, '').trimStart());
}

/** Why text bytes are not plain text, or null. */
function textRefusal(bytes: Buffer): string | null {
  if (bytes.includes(0)) return 'o conteúdo não é texto';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'o texto não está em UTF-8';
  }
  return looksLikeMarkup(bytes) ? HTML : null;
}

/**
 * Why `bytes` are not a file of type `mime` (the pt-BR reason), or null when they are.
 * @example await fileContentRefusal('image/png', Buffer.from('<html>')) // → 'O conteúdo do arquivo não corresponde ao tipo informado (image/png): o conteúdo parece uma página HTML.'
 */
export async function fileContentRefusal(mime: string, bytes: Uint8Array): Promise<string | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const detected = (await fileTypeFromBuffer(buffer))?.mime.split(';')[0]?.trim().toLowerCase();
  let why: string | null;
  if (TEXT.has(mime)) {
    // Text has no signature: a detected binary kind is not text, whatever it decodes to.
    why = detected ? `o conteúdo parece ${detected}` : textRefusal(buffer);
  } else if (detected) {
    why = ACCEPTED[mime]?.includes(detected) ? null : `o conteúdo parece ${detected}`;
  } else {
    why = looksLikeMarkup(buffer) ? HTML : 'o conteúdo não é desse tipo';
  }
  return why ? MIDIA_MESSAGES.conteudo(mime, why) : null;
}

/**
 * Refuses (400, beside `campo`) a data URL whose bytes are not of the type it declares. Call it on
 * what `enviarMidiaInputSchema` already let through (an accepted type, within its size).
 * @example await assertFileContent(request.input.body.arquivo, 'arquivo')
 */
export async function assertFileContent(dataUrl: string, campo: string): Promise<void> {
  const midia = midiaOfDataUrl(dataUrl);
  if (!midia) throw badRequest(MIDIA_MESSAGES.invalid, campo);
  const refusal = await fileContentRefusal(midia.mime, Buffer.from(midia.base64, 'base64'));
  if (refusal) throw badRequest(refusal, campo);
}
