import type { Chat, ChatStatus, Mensagem } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import { registrarTransferenciaDaIa } from '../relatorios/conversa-fatos';
import { findChat, findMensagem } from './chat.queries';
import { deliver, newMessage, type OutboundDeps, type Sent } from './outbound-delivery';

/*
 * The chat writes an AI specialist needs (the especialistas module calls them): who holds the
 * conversation, the specialist's answer sent through the channel like a staff reply (authored by
 * the specialist, not by a user), and the hand-off back to staff with an internal note saying why.
 * The answer's events are the pipeline's; the others return what changed, and the caller publishes
 * the hub events after the commit.
 */

/**
 * Gives the conversation to a specialist (or back to staff with null). The caller has checked the
 * specialist is the institution's; the composite foreign key refuses any other.
 */
export async function setChatEspecialista(
  db: Queryable,
  idInstituicao: number,
  idChat: number,
  idEspecialista: number | null,
): Promise<Chat | null> {
  const rows = await db.query(
    'update chat set id_especialista = $3 where id = $1 and id_instituicao = $2 returning id',
    [idChat, idInstituicao, idEspecialista],
  );
  return rows.length ? findChat(db, idInstituicao, idChat) : null;
}

export type HandOffOutcome =
  { kind: 'not-held' } | { kind: 'handed-off'; chat: Chat; nota: Mensagem; statusAnterior: ChatStatus };

/**
 * The specialist gives the conversation to staff: 'pendente', no specialist, and an internal note
 * (written by the specialist) with the reason. Only while it still holds the conversation: staff
 * who took it meanwhile keep it, and nothing is written.
 */
export async function handOffChat(
  db: Db,
  idInstituicao: number,
  idChat: number,
  idEspecialista: number,
  nota: string,
): Promise<HandOffOutcome> {
  return db.transaction(async (tx) => {
    const [held] = await tx.query<{ idCanal: number; status: ChatStatus }>(
      `select id_canal as "idCanal", status from chat
        where id = $1 and id_instituicao = $2 and id_especialista = $3 for update`,
      [idChat, idInstituicao, idEspecialista],
    );
    if (!held) return { kind: 'not-held' } as const;
    await tx.query(`update chat set status = 'pendente', id_especialista = null where id = $1`, [idChat]);
    // 'enviada' only because the column needs a status: a note never reaches a gateway.
    const [row] = await tx.query<{ id: number }>(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_especialista)
       values ($1, $2, $3, 'nota', $4, 'enviada', $5) returning id`,
      [idInstituicao, idChat, held.idCanal, nota, idEspecialista],
    );
    await registrarTransferenciaDaIa(tx, idInstituicao, idChat, idEspecialista, row?.id ?? null); // reports (ADR 0030)
    const chat = await findChat(tx, idInstituicao, idChat);
    const mensagem = row ? await findMensagem(tx, idInstituicao, row.id) : null;
    if (!chat || !mensagem) throw new Error('nota de transferência não encontrada após inserir');
    return { kind: 'handed-off', chat, nota: mensagem, statusAnterior: held.status } as const;
  });
}

export type SpecialistSendOutcome = Sent | { kind: 'not-held' } | { kind: 'disconnected' } | { kind: 'not-found' };

/**
 * The specialist's answer to the contact, through the one outbound pipeline like a staff reply,
 * with `id_especialista` as its author. Dropped ('not-held') when the specialist no longer holds
 * the conversation: staff took it while the model was thinking. Unlike a staff reply it leaves the
 * unread count: nobody read the contact's messages, so staff still see what came in.
 */
export function sendEspecialistaMensagem(
  deps: OutboundDeps,
  idInstituicao: number,
  idChat: number,
  idEspecialista: number,
  texto: string,
): Promise<SpecialistSendOutcome> {
  return deliver(
    deps,
    idInstituicao,
    newMessage(idInstituicao, { idChat, remetente: { idEspecialista }, conteudo: texto }),
  );
}
