import type { MensagemConteudo, MensagemTipo } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import type { Conteudo } from '../canais/channel-adapter';

/*
 * `mensagem_midia`: a message's file, beside its message (migration 0016). Written by both
 * directions (a contact's file, chat-midia.commands.ts; staff's, outbound-delivery.ts), read to
 * serve it back and to send it again.
 */

export async function insertMidia(
  db: Queryable,
  idInstituicao: number,
  idMensagem: number,
  midia: { mime: string; nome: string; bytes: Uint8Array },
  /** The file as the contact sent it, when `midia` is its conversion (ADR 0036). */
  original?: { mime: string; nome: string; bytes: Uint8Array },
): Promise<void> {
  await db.query(
    `insert into mensagem_midia (id_mensagem, id_instituicao, mime, nome, tamanho, conteudo,
                                 original_mime, original_nome, original_conteudo)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      idMensagem,
      idInstituicao,
      midia.mime,
      midia.nome,
      midia.bytes.byteLength,
      midia.bytes,
      original?.mime ?? null,
      original?.nome ?? null,
      original?.bytes ?? null,
    ],
  );
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
  /** The message's stored content (a location or cards staff sent go again as such). */
  guardado: MensagemConteudo | null = null,
): Promise<Conteudo | null> {
  if (guardado?.tipo === 'localizacao' || guardado?.tipo === 'contatos') return guardado;
  if (tipo === 'texto') return texto;
  const [row] = await db.query<{ mime: string; nome: string; conteudo: Uint8Array }>(
    'select mime, nome, conteudo from mensagem_midia where id_mensagem = $1',
    [idMensagem],
  );
  if (!row) return null;
  const base64 = Buffer.from(row.conteudo.buffer, row.conteudo.byteOffset, row.conteudo.byteLength).toString('base64');
  return { tipo, mime: row.mime, nome: row.nome, base64, legenda: texto };
}
