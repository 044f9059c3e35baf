import * as v from '@colabora/shared/schema';
import { cleanLabel, cleanText } from './clean-text';

/*
 * Media in a conversation (image, audio, video, document), in and out. Sent as JSON like every
 * upload of the product: `{ arquivo: 'data:<mime>;base64,...', nome, legenda? }`. The server checks
 * the bytes against the declared type, keeps them with the message and serves them back at
 * GET /api/chats/{idChat}/mensagens/{idMensagem}/midia to the staff who may read the chat.
 */

export const MENSAGEM_TIPOS = ['texto', 'imagem', 'audio', 'video', 'documento'] as const;
export type MensagemTipo = (typeof MENSAGEM_TIPOS)[number];
export type MidiaTipo = Exclude<MensagemTipo, 'texto'>;

/**
 * The file types a conversation accepts, and the kind of message each one makes. What WhatsApp
 * shows inline (JPEG, PNG, WebP; MP4; OGG/MP3/AAC voice) plus the documents offices exchange.
 * SVG and HTML are left out on purpose: served back to a browser they could run script.
 */
export const MIDIA_TIPOS: Readonly<Record<string, MidiaTipo>> = {
  'image/jpeg': 'imagem',
  'image/png': 'imagem',
  'image/webp': 'imagem',
  'image/gif': 'imagem',
  'audio/ogg': 'audio',
  'audio/mpeg': 'audio',
  'audio/mp4': 'audio',
  'audio/aac': 'audio',
  'audio/webm': 'audio',
  'video/mp4': 'video',
  'video/3gpp': 'video',
  'video/webm': 'video',
  'application/pdf': 'documento',
  'text/plain': 'documento',
  'text/csv': 'documento',
  'application/msword': 'documento',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'documento',
  'application/vnd.ms-excel': 'documento',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'documento',
  'application/vnd.ms-powerpoint': 'documento',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'documento',
  'application/zip': 'documento',
};

const MB = 1024 * 1024;
/**
 * Largest file per kind, decoded. Under WhatsApp's own limits (images 5 MB, the rest 16 MB and
 * more): the bytes travel as base64 JSON and are kept in the database with the message.
 */
export const MIDIA_MAX_BYTES: Readonly<Record<MidiaTipo, number>> = {
  imagem: 5 * MB,
  audio: 10 * MB,
  video: 10 * MB,
  documento: 10 * MB,
};
/** The request limit of a media upload: the largest file in base64, the name and the caption. */
export const MIDIA_BODY_LIMIT_BYTES = Math.ceil((10 * MB * 4) / 3) + 64 * 1024;

export const MIDIA_MESSAGES = {
  missing: 'Escolha o arquivo.',
  invalid: 'Arquivo inválido.',
  type: 'Tipo de arquivo não aceito: envie imagem (JPEG, PNG, WebP, GIF), áudio, vídeo (MP4) ou documento (PDF, Word, Excel, PowerPoint, texto, ZIP).',
  tooLarge: (tipo: MidiaTipo) =>
    `O arquivo deve ter no máximo ${MIDIA_MAX_BYTES[tipo] / MB} MB (${MIDIA_LABEL[tipo]}).`,
  nome: 'Informe o nome do arquivo.',
  /** The bytes are not what the data URL declares (the API reads their signature). */
  conteudo: (mime: string, motivo: string) =>
    `O conteúdo do arquivo não corresponde ao tipo informado (${mime}): ${motivo}.`,
  notFound: 'Arquivo não encontrado.',
} as const;

/** How each kind is named to the user. */
export const MIDIA_LABEL: Readonly<Record<MidiaTipo, string>> = {
  imagem: 'imagem',
  audio: 'áudio',
  video: 'vídeo',
  documento: 'documento',
};

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decoded size of a base64 text, without decoding it. */
function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * The declared type, its kind and the base64 text of a data URL; null when it is not one of an
 * accepted type.
 * @example midiaOfDataUrl('data:image/png;base64,iVBORw0KGgo=') // → { mime: 'image/png', tipo: 'imagem', base64: 'iVBORw0KGgo=', bytes: 8 }
 */
export function midiaOfDataUrl(
  dataUrl: string,
): { mime: string; tipo: MidiaTipo; base64: string; bytes: number } | null {
  const match = DATA_URL.exec(dataUrl);
  const mime = match?.[1]?.toLowerCase() ?? '';
  const tipo = MIDIA_TIPOS[mime];
  const base64 = match?.[2] ?? '';
  if (!tipo || !base64 || base64.length % 4 !== 0) return null;
  return { mime, tipo, base64, bytes: decodedBytes(base64) };
}

/**
 * Whether a file of this type and size may be sent, and the pt-BR reason when not (the composer
 * checks before reading the file; the server checks again).
 * @example midiaRefusal('application/x-msdownload', 10) // → MIDIA_MESSAGES.type
 */
export function midiaRefusal(mime: string, bytes: number): string | null {
  const tipo = MIDIA_TIPOS[mime.toLowerCase()];
  if (!tipo) return MIDIA_MESSAGES.type;
  if (bytes <= 0) return MIDIA_MESSAGES.invalid;
  if (bytes > MIDIA_MAX_BYTES[tipo]) return MIDIA_MESSAGES.tooLarge(tipo);
  return null;
}

/** The one reason a data URL is refused, or null: the first that applies of form, type, bytes, size. */
function arquivoRefusal(text: string): string | null {
  const declared = /^data:([\w.+-]+\/[\w.+-]+);base64,/.exec(text)?.[1];
  if (!declared) return MIDIA_MESSAGES.invalid;
  if (!MIDIA_TIPOS[declared.toLowerCase()]) return MIDIA_MESSAGES.type;
  const midia = midiaOfDataUrl(text);
  if (!midia) return MIDIA_MESSAGES.invalid;
  return midia.bytes > MIDIA_MAX_BYTES[midia.tipo] ? MIDIA_MESSAGES.tooLarge(midia.tipo) : null;
}

const arquivoSchema = v.pipe(
  v.string(MIDIA_MESSAGES.missing),
  v.nonEmpty(MIDIA_MESSAGES.missing),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '') return;
    const refusal = arquivoRefusal(dataset.value);
    if (refusal) addIssue({ message: refusal });
  }),
);

const fileName = (nome: string) => cleanLabel(nome.replace(/^.*[\\/]/, '').replace(/"/g, ''));

/**
 * A file name as shown and offered for download: no folder, no quotes (it goes into a
 * Content-Disposition header), no control or format characters (`fatura\u202Efdp.exe` would read
 * "fatura" + "exe.pdf"), at most 200 characters. For uploads and for the names gateways send.
 * @example cleanFileName('C:\\fotos\\fatura\u202Efdp.exe') // → 'faturafdp.exe'
 */
export function cleanFileName(nome: string): string {
  return fileName(nome).slice(0, 200);
}

const nomeArquivoSchema = v.pipe(
  v.string(MIDIA_MESSAGES.nome),
  v.transform(fileName),
  v.nonEmpty(MIDIA_MESSAGES.nome),
  v.maxLength(200, 'Nome do arquivo: no máximo 200 caracteres.'),
);

/** The fields of a file sent (the simulator's contact picks `arquivo` and `nome` from them). */
export const enviarMidiaCamposSchema = v.strictObject({
  arquivo: arquivoSchema,
  nome: nomeArquivoSchema,
  legenda: v.optional(
    v.pipe(v.string(), v.transform(cleanText), v.trim(), v.maxLength(1024, 'Legenda: no máximo 1024 caracteres.')),
    '',
  ),
  /**
   * A voice note recorded in the composer (issue #26): the API converts it to what WhatsApp plays
   * as a voice message (Ogg/Opus) and sends it as one. Only an audio, and without a caption
   * (WhatsApp's voice notes carry none).
   */
  voz: v.optional(v.boolean(), false),
});

/** Said with the answer to a recorded voice note (POST …/midias with voz: true), in pt-BR. */
export const VOZ_MESSAGES = {
  enviada: 'Mensagem de voz enviada.',
  semFfmpeg:
    'O servidor não tem o conversor de áudio (ffmpeg): a gravação foi enviada como arquivo de áudio, não como mensagem de voz.',
  falhou: 'Não foi possível converter a gravação em mensagem de voz: ela foi enviada como arquivo de áudio.',
} as const;

/** POST /api/chats/{idChat}/midias */
export const enviarMidiaInputSchema = v.pipe(
  enviarMidiaCamposSchema,
  v.forward(
    v.partialCheck(
      [['arquivo'], ['legenda'], ['voz']],
      (input) => !input.voz || (midiaOfDataUrl(input.arquivo)?.tipo === 'audio' && !input.legenda),
      'Mensagem de voz: só um áudio, sem legenda.',
    ),
    ['voz'],
  ),
);
export type EnviarMidiaInput = v.InferOutput<typeof enviarMidiaInputSchema>;

/** What a message says of its file (the bytes are fetched apart). */
export const midiaSchema = v.strictObject({
  mime: v.string(),
  nome: v.string(),
  /** Bytes. */
  tamanho: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Midia = v.InferOutput<typeof midiaSchema>;
