import type { MidiaEntrada } from '../canais/channel-adapter';
import type { EventSink } from '../../realtime/publish-safely';
import { converterComFfmpeg } from './nota-de-voz';

/*
 * A contact's audio that a staff member's browser may not play, converted on arrival (issue #26,
 * ADR 0036). WhatsApp's voice notes are Ogg/Opus, which Chromium plays and Safari before 18.4 does
 * not; older phones send AMR (3GPP), which no browser plays. MP3 and AAC (MP4) play in both, so
 * anything else becomes AAC in an MP4 (.m4a) with the machine's ffmpeg (FFMPEG_PATH, as staff's
 * voice notes), and the file as the contact sent it is kept beside it (mensagem_midia.original_*).
 * Without ffmpeg, or when it refuses the file, the original is kept as the message's file and the
 * message says, in pt-BR, why it may not play.
 */

/** Audio types Chromium and Safari both play: kept as they came. */
const TOCA_EM_TODOS = new Set(['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/x-m4a', 'audio/wav']);

/** The format's name for staff ("Ogg/Opus", "AMR"). */
function formatoDe(mime: string): string {
  if (mime === 'audio/ogg' || mime === 'audio/opus') return 'Ogg/Opus';
  if (mime === 'audio/amr' || mime === 'audio/amr-wb' || mime === 'audio/3gpp') return 'AMR';
  if (mime === 'audio/webm') return 'WebM';
  return mime.replace(/^audio\//, '').toUpperCase();
}

export const AUDIO_ENTRADA_MESSAGES = {
  semFfmpeg: (formato: string) =>
    `Áudio em ${formato}, que nem todo navegador toca, e o servidor não tem o conversor de áudio (ffmpeg): se não tocar aqui, baixe o arquivo e ouça em outro aplicativo.`,
  falhou: (formato: string) =>
    `Áudio em ${formato}, que nem todo navegador toca, e a conversão falhou: se não tocar aqui, baixe o arquivo e ouça em outro aplicativo.`,
} as const;

/** AAC (the encoder every ffmpeg build has) in MP4, metadata dropped, the index first (plays while loading). */
const aacArgs = (input: string, output: string) => [
  '-hide_banner',
  '-loglevel',
  'error',
  '-nostdin',
  '-y',
  '-i',
  input,
  '-vn',
  '-map_metadata',
  '-1',
  '-c:a',
  'aac',
  '-b:a',
  '64k',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
  output,
];

/** Whether the contact's file is an audio some browser of staff cannot play. */
export const precisaConverter = (midia: MidiaEntrada | undefined): midia is MidiaEntrada & { base64: string } =>
  !!midia && midia.tipo === 'audio' && !!midia.base64 && !TOCA_EM_TODOS.has(midia.mime);

/**
 * The contact's audio as every browser plays it: AAC/MP4 with the original beside it, or the
 * original with the reason it was not converted (`aviso`). Runs before the ingest's transaction.
 */
export async function audioParaNavegador(
  midia: MidiaEntrada & { base64: string },
  ffmpegPath: string,
  log: EventSink['log'],
): Promise<MidiaEntrada> {
  const convertido = await converterComFfmpeg(Buffer.from(midia.base64, 'base64'), ffmpegPath, 'audio.m4a', aacArgs);
  if (convertido.ok)
    return {
      tipo: 'audio',
      mime: 'audio/mp4',
      nome: `${midia.nome.replace(/\.[^.]*$/, '') || 'audio'}.m4a`,
      base64: convertido.bytes.toString('base64'),
      original: { mime: midia.mime, nome: midia.nome, base64: midia.base64 },
    };
  log.warn(
    { motivo: convertido.motivo, detalhe: convertido.detalhe, mime: midia.mime },
    'áudio do contato não convertido',
  );
  const formato = formatoDe(midia.mime);
  return {
    ...midia,
    aviso:
      convertido.motivo === 'sem-ffmpeg'
        ? AUDIO_ENTRADA_MESSAGES.semFfmpeg(formato)
        : AUDIO_ENTRADA_MESSAGES.falhou(formato),
  };
}
