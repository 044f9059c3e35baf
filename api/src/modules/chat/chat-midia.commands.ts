import {
  MENSAGEM_TEXTO_MAX,
  midiaOfDataUrl,
  VOZ_MESSAGES,
  type EnviarMidiaInput,
  type MidiaTipo,
} from '@colabora/shared/contracts';
import { fileContentRefusal } from '../../http/file-content';
import type { Queryable } from '../../plugins/database/db';
import { STORAGE_QUOTA_MESSAGES, type StorageQuota } from '../armazenamento/storage-quota';
import type { MidiaEntrada } from '../canais/channel-adapter';
import type { EventSink } from '../../realtime/publish-safely';
import { insertMidia } from './mensagem-midia.repository';
import { converterParaVoz } from './nota-de-voz';
import { deliver, newMessage, type OutboundDeps, type SendOutcome } from './outbound-delivery';

/*
 * Files in a conversation (image, audio, video, document): what staff send and what a contact
 * sent. The file lives in mensagem_midia beside its message (mensagem-midia.repository.ts).
 */

/** The pt-BR text stored for a file the gateway described without sending its bytes. */
export const MIDIA_NAO_RECEBIDA = 'O arquivo não chegou do WhatsApp (o gateway não enviou o conteúdo).';

/**
 * Appended to a contact's message whose bytes are not the type the gateway declared (an HTML page
 * as `image/png`): never stored, so never served back to staff as a picture (issue #22).
 */
export const MIDIA_CONTEUDO_RECUSADO = 'Arquivo não guardado: o conteúdo não corresponde ao tipo informado.';

/** Keeps the contact's words and says, after them, why the file is not there. */
async function appendNota(db: Queryable, idMensagem: number, nota: string): Promise<void> {
  await db.query(
    `update mensagem set texto = case when texto = '' then $2
                                      else left(texto, $3::int - length($2) - 2) || E'\n\n' || $2 end
      where id = $1`,
    [idMensagem, nota, MENSAGEM_TEXTO_MAX],
  );
}

/** What sending a file answers: the pipeline's outcome, and a notice when a voice note went as a file. */
export type MidiaOutcome = SendOutcome & { aviso?: string };

type Arquivo = { tipo: MidiaTipo; mime: string; nome: string; base64: string };

/**
 * A recording as WhatsApp's voice note: converted to Ogg/Opus (nota-de-voz.ts) and sent as one;
 * without ffmpeg, or when it refuses the file, the original goes as an audio file, and the answer
 * says so. Runs before the pipeline's transaction (a conversion takes a moment).
 */
async function comoVoz(
  arquivo: Arquivo,
  ffmpegPath: string,
  log: EventSink['log'],
): Promise<{ arquivo: Arquivo; envio: 'voz' | 'arquivo'; aviso?: string }> {
  const voz = await converterParaVoz(Buffer.from(arquivo.base64, 'base64'), ffmpegPath);
  if (voz.ok)
    return {
      arquivo: { tipo: 'audio', mime: 'audio/ogg', nome: VOZ_NOME, base64: voz.bytes.toString('base64') },
      envio: 'voz',
    };
  log.warn({ motivo: voz.motivo, detalhe: voz.detalhe, ffmpegPath }, 'mensagem de voz não convertida');
  return {
    arquivo,
    envio: 'arquivo',
    aviso: voz.motivo === 'sem-ffmpeg' ? VOZ_MESSAGES.semFfmpeg : VOZ_MESSAGES.falhou,
  };
}

/** The name a converted voice note is kept and sent under. */
export const VOZ_NOME = 'mensagem-de-voz.ogg';

/**
 * Staff's file to the contact, like a text (chat.commands.ts sendMensagem), through the one
 * outbound pipeline: stored as 'pendente' with its bytes, handed to the channel, then what the
 * gateway said. The input passed enviarMidiaInputSchema, so the data URL is of an accepted type and
 * size (and a voice note is an audio without caption). A voice note is converted first (comoVoz).
 */
export async function sendMidia(
  deps: OutboundDeps & { ffmpegPath: string },
  idInstituicao: number,
  idChat: number,
  idUsuario: number,
  input: EnviarMidiaInput,
): Promise<MidiaOutcome> {
  const dataUrl = midiaOfDataUrl(input.arquivo);
  if (!dataUrl) throw new Error('arquivo não validado pelo contrato');
  const original = { tipo: dataUrl.tipo, mime: dataUrl.mime, nome: input.nome, base64: dataUrl.base64 };
  const voz = input.voz ? await comoVoz(original, deps.ffmpegPath, deps.sink.log) : null;
  const conteudo = {
    ...(voz?.arquivo ?? original),
    legenda: input.legenda,
    ...(voz ? { envio: voz.envio } : {}),
  };
  const outcome = await deliver(
    deps,
    idInstituicao,
    newMessage(idInstituicao, { idChat, remetente: { idUsuario }, conteudo, leuConversa: true }),
  );
  return voz?.aviso ? { ...outcome, aviso: voz.aviso } : outcome;
}

/**
 * Keeps the file of an inbound message (its row was just inserted in `db`'s transaction). A file
 * without bytes, or larger than the table takes, keeps no row: the message says it did not arrive.
 * Past the institution's storage quota the message is kept and says its file was not (logged).
 */
export async function storeMidiaEntrada(
  db: Queryable,
  idInstituicao: number,
  idMensagem: number,
  midia: MidiaEntrada,
  storageQuota?: StorageQuota,
): Promise<boolean> {
  const bytes = midia.base64 ? Buffer.from(midia.base64, 'base64') : null;
  if (!bytes?.byteLength || bytes.byteLength > 10 * 1024 * 1024) return false;
  if (await fileContentRefusal(midia.mime, bytes)) {
    await appendNota(db, idMensagem, MIDIA_CONTEUDO_RECUSADO);
    return false;
  }
  if (storageQuota && !(await storageQuota.admitsInbound(db, idInstituicao, bytes.byteLength))) {
    await appendNota(db, idMensagem, STORAGE_QUOTA_MESSAGES.inboundDropped);
    return false;
  }
  const original = midia.original
    ? { mime: midia.original.mime, nome: midia.original.nome, bytes: Buffer.from(midia.original.base64, 'base64') }
    : undefined;
  await insertMidia(db, idInstituicao, idMensagem, { mime: midia.mime, nome: midia.nome, bytes }, original);
  // An audio kept as it came, that some browser may not play: the message says why (ADR 0036).
  if (midia.aviso) await appendNota(db, idMensagem, midia.aviso);
  return true;
}

/** An inbound message's text: the caption, or a note when the file did not arrive. */
export function textoDaEntrada(texto: string, midia: MidiaEntrada | undefined): string {
  if (!midia || midia.base64) return texto;
  return texto ? `${texto}\n\n${MIDIA_NAO_RECEBIDA}` : MIDIA_NAO_RECEBIDA;
}
