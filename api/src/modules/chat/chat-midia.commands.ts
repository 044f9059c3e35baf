import { MENSAGEM_TEXTO_MAX, midiaOfDataUrl, type EnviarMidiaInput } from '@colabora/shared/contracts';
import { fileContentRefusal } from '../../http/file-content';
import type { Queryable } from '../../plugins/database/db';
import { STORAGE_QUOTA_MESSAGES, type StorageQuota } from '../armazenamento/storage-quota';
import type { MidiaEntrada } from '../canais/channel-adapter';
import { insertMidia } from './mensagem-midia.repository';
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

/**
 * Staff's file to the contact, like a text (chat.commands.ts sendMensagem), through the one
 * outbound pipeline: stored as 'pendente' with its bytes, handed to the channel, then what the
 * gateway said. The input passed enviarMidiaInputSchema, so the data URL is of an accepted type and size.
 */
export function sendMidia(
  deps: OutboundDeps,
  idInstituicao: number,
  idChat: number,
  idUsuario: number,
  input: EnviarMidiaInput,
): Promise<SendOutcome> {
  const arquivo = midiaOfDataUrl(input.arquivo);
  if (!arquivo) throw new Error('arquivo não validado pelo contrato');
  const conteudo = {
    tipo: arquivo.tipo,
    mime: arquivo.mime,
    nome: input.nome,
    base64: arquivo.base64,
    legenda: input.legenda,
  };
  return deliver(
    deps,
    idInstituicao,
    newMessage(idInstituicao, { idChat, remetente: { idUsuario }, conteudo, leuConversa: true }),
  );
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
  await insertMidia(db, idInstituicao, idMensagem, { mime: midia.mime, nome: midia.nome, bytes });
  return true;
}

/** An inbound message's text: the caption, or a note when the file did not arrive. */
export function textoDaEntrada(texto: string, midia: MidiaEntrada | undefined): string {
  if (!midia || midia.base64) return texto;
  return texto ? `${texto}\n\n${MIDIA_NAO_RECEBIDA}` : MIDIA_NAO_RECEBIDA;
}
