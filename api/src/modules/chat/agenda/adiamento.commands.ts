import { formatDateTime } from '@colabora/shared/format';
import type { Chat, Mensagem } from '@colabora/shared/contracts';
import type { Queryable } from '../../../plugins/database/db';
import { registrarStatus } from '../../relatorios/conversa-fatos';
import { findChat, findMensagem } from '../chat.queries';

/*
 * Snooze ("Adiar", ADR 0038): a conversation leaves the list until a time, and comes back
 * reopened at that time (the agenda's job) or as soon as the contact writes, whichever is first.
 * Each change is a line of its history (an internal note, like the transfers of ADR 0034), written
 * in the same transaction; the caller publishes the note and the conversation after the commit.
 */

export type AdiamentoOutcome =
  { kind: 'not-found' } | { kind: 'unchanged'; chat: Chat } | { kind: 'changed'; chat: Chat; nota: Mensagem };

/** Stores a history line (an internal note; `idAutor` null: the system's own line). */
async function nota(tx: Queryable, idInstituicao: number, idChat: number, idAutor: number | null, texto: string) {
  // 'enviada' only because the column needs a status: a note never reaches a gateway.
  const [row] = await tx.query<{ id: number }>(
    `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_autor)
     select $1, c.id, c.id_canal, 'nota', $3, 'enviada', $4 from chat c where c.id = $2 returning id`,
    [idInstituicao, idChat, texto, idAutor],
  );
  const mensagem = row ? await findMensagem(tx, idInstituicao, row.id) : null;
  if (!mensagem) throw new Error('linha do histórico não inserida');
  return mensagem;
}

async function result(tx: Queryable, idInstituicao: number, idChat: number, mensagem: Mensagem) {
  const chat = await findChat(tx, idInstituicao, idChat);
  if (!chat) throw new Error('conversa não encontrada após adiar');
  return { kind: 'changed', chat, nota: mensagem } as const;
}

/** Snoozes the conversation until `ate` (a future instant), by `idAutor`. */
export async function adiarChat(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  ate: Date,
  idAutor: number,
): Promise<AdiamentoOutcome> {
  const [row] = await tx.query<{ autor: string }>(
    `update chat c set adiada_ate = $3 from usuario u
      where c.id = $1 and c.id_instituicao = $2 and u.id = $4 returning u.nome as autor`,
    [idChat, idInstituicao, ate, idAutor],
  );
  if (!row) return { kind: 'not-found' };
  const linha = await nota(
    tx,
    idInstituicao,
    idChat,
    idAutor,
    `${row.autor} adiou a conversa até ${formatDateTime(ate)}.`,
  );
  return result(tx, idInstituicao, idChat, linha);
}

/** Why a snoozed conversation came back. */
export type Despertar = { por: 'hora' } | { por: 'contato' } | { por: 'usuario'; idUsuario: number };

/**
 * Brings a snoozed conversation back: no longer snoozed, reopened (a resolved one too), at the top
 * of the list. At its time it also counts as unread, so the badge and "Não lidas" show it again
 * (the contact's message already did when they wrote). `unchanged` when it was not snoozed
 * (or, for the time, its time moved later meanwhile).
 */
export async function despertarChat(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  despertar: Despertar,
): Promise<AdiamentoOutcome> {
  const [row] = await tx.query<{ statusAnterior: Chat['status'] }>(
    `update chat c set adiada_ate = null, status = 'aberta', ultima_mensagem_em = now(),
            nao_lidas = case when $3 then greatest(c.nao_lidas, 1) else c.nao_lidas end
       from chat old
      where c.id = $1 and c.id_instituicao = $2 and old.id = c.id and c.adiada_ate is not null
        and (not $3 or c.adiada_ate <= now())
      returning old.status as "statusAnterior"`,
    [idChat, idInstituicao, despertar.por === 'hora'],
  );
  if (!row) {
    const chat = await findChat(tx, idInstituicao, idChat);
    return chat ? { kind: 'unchanged', chat } : { kind: 'not-found' };
  }
  // The reports' facts (ADR 0030): a resolved conversation that comes back is reopened.
  await registrarStatus(tx, idInstituicao, idChat, row.statusAnterior, 'aberta');
  let texto = 'A conversa voltou do adiamento: chegou a hora marcada.';
  let idAutor: number | null = null;
  if (despertar.por === 'contato') texto = 'A conversa voltou do adiamento: o contato escreveu.';
  if (despertar.por === 'usuario') {
    const [autor] = await tx.query<{ nome: string }>('select nome from usuario where id = $1', [despertar.idUsuario]);
    texto = `${autor?.nome ?? 'Alguém da equipe'} trouxe a conversa de volta do adiamento.`;
    idAutor = despertar.idUsuario;
  }
  return result(tx, idInstituicao, idChat, await nota(tx, idInstituicao, idChat, idAutor, texto));
}

/** The snoozed conversations whose time has come (every institution's), for the agenda's clock. */
export async function adiadasVencidas(db: Queryable): Promise<{ idInstituicao: number; idChat: number }[]> {
  return db.query(
    `select id_instituicao as "idInstituicao", id as "idChat" from chat
      where adiada_ate is not null and adiada_ate <= now() order by adiada_ate limit 500`,
  );
}
