import {
  MENSAGEM_TEXTO_MAX,
  midiaOfDataUrl,
  type EnviarMidiaInput,
  type MensagemTipo,
} from '@colabora/shared/contracts';
import { fileContentRefusal } from '../../http/file-content';
import type { Db, Queryable } from '../../plugins/database/db';
import { STORAGE_QUOTA_MESSAGES, type StorageQuota } from '../armazenamento/storage-quota';
import type { MidiaEntrada } from '../canais/channel-adapter';
import type { ChannelRegistry } from '../canais/channel-registry';
import { findCanal } from '../canais/canais.repository';
import type { SendOutcome } from './chat.commands';
import { findChat, findMensagem } from './chat.queries';
import { deliverPending, type Conteudo } from './outbound-delivery';

/*
 * Files in a conversation (image, audio, video, document): what staff send, what a contact sent,
 * and the bytes served back. The file lives in mensagem_midia beside its message (migration 0016).
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
 * Staff's file to the contact, like a text (chat.commands.ts sendMensagem): stored as 'pendente'
 * with its bytes, handed to the channel outside the transaction, then what the gateway said.
 * The input passed enviarMidiaInputSchema, so the data URL is of an accepted type and size.
 */
export async function sendMidia(
  db: Db,
  registry: ChannelRegistry,
  idInstituicao: number,
  idChat: number,
  idUsuario: number,
  input: EnviarMidiaInput,
): Promise<SendOutcome> {
  const arquivo = midiaOfDataUrl(input.arquivo);
  if (!arquivo) throw new Error('arquivo não validado pelo contrato');
  const bytes = Buffer.from(arquivo.base64, 'base64');
  const pending = await db.transaction(async (tx) => {
    const [chat] = await tx.query<{ idCanal: number; telefone: string }>(
      `select c.id_canal as "idCanal", ct.telefone_e164 as telefone
         from chat c join contatos ct on ct.id = c.id_contato
        where c.id = $1 and c.id_instituicao = $2 for update of c`,
      [idChat, idInstituicao],
    );
    if (!chat) return { kind: 'not-found' } as const;
    const canal = await findCanal(tx, idInstituicao, chat.idCanal);
    if (!canal || canal.estado !== 'conectado') return { kind: 'disconnected' } as const;
    const [row] = await tx.query<{ id: number }>(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, tipo, texto, status, id_autor)
       values ($1, $2, $3, 'saida', $4, $5, 'pendente', $6) returning id`,
      [idInstituicao, idChat, canal.idCanal, arquivo.tipo, input.legenda, idUsuario],
    );
    const idMensagem = row?.id ?? 0;
    await insertMidia(tx, idInstituicao, idMensagem, { mime: arquivo.mime, nome: input.nome, bytes });
    await tx.query('update chat set nao_lidas = 0, ultima_mensagem_em = now() where id = $1', [idChat]);
    return { kind: 'pending', canal, telefone: chat.telefone, idMensagem } as const;
  });
  if (pending.kind !== 'pending') return pending;

  const { erro } = await deliverPending(db, registry, {
    ...pending,
    conteudo: {
      tipo: arquivo.tipo,
      mime: arquivo.mime,
      nome: input.nome,
      base64: arquivo.base64,
      legenda: input.legenda,
    },
  });
  const chat = await findChat(db, idInstituicao, idChat);
  const mensagem = await findMensagem(db, idInstituicao, pending.idMensagem);
  if (!chat || !mensagem) return { kind: 'not-found' };
  return { kind: 'sent', chat, mensagem, erro };
}

async function insertMidia(
  db: Queryable,
  idInstituicao: number,
  idMensagem: number,
  midia: { mime: string; nome: string; bytes: Uint8Array },
): Promise<void> {
  await db.query(
    `insert into mensagem_midia (id_mensagem, id_instituicao, mime, nome, tamanho, conteudo)
     values ($1, $2, $3, $4, $5, $6)`,
    [idMensagem, idInstituicao, midia.mime, midia.nome, midia.bytes.byteLength, midia.bytes],
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

/** The bytes of a message's file with its type and name, when the message is of that chat and institution. */
export async function findMidiaArquivo(
  db: Queryable,
  idInstituicao: number,
  idChat: number,
  idMensagem: number,
): Promise<{ mime: string; nome: string; conteudo: Uint8Array } | null> {
  const [row] = await db.query<{ mime: string; nome: string; conteudo: Uint8Array }>(
    `select mm.mime, mm.nome, mm.conteudo from mensagem_midia mm join mensagem m on m.id = mm.id_mensagem
      where mm.id_mensagem = $1 and m.id_chat = $2 and mm.id_instituicao = $3`,
    [idMensagem, idChat, idInstituicao],
  );
  return row ?? null;
}

/** What a stored outbound message carries, to send it again: its text, or its file and caption. */
export async function conteudoDaMensagem(
  db: Queryable,
  idMensagem: number,
  tipo: MensagemTipo,
  texto: string,
): Promise<Conteudo | null> {
  if (tipo === 'texto') return texto;
  const [row] = await db.query<{ mime: string; nome: string; conteudo: Uint8Array }>(
    'select mime, nome, conteudo from mensagem_midia where id_mensagem = $1',
    [idMensagem],
  );
  if (!row) return null;
  const base64 = Buffer.from(row.conteudo.buffer, row.conteudo.byteOffset, row.conteudo.byteLength).toString('base64');
  return { tipo, mime: row.mime, nome: row.nome, base64, legenda: texto };
}
