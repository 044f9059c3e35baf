import type { Chat, ChatStatus, Mensagem } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import type { ChannelRegistry } from '../canais/channel-registry';
import { findCanal } from '../canais/canais.repository';
import { findChat, findMensagem } from './chat.queries';
import { deliverPending } from './outbound-delivery';

/*
 * The chat writes an AI specialist needs (the especialistas module calls them): who holds the
 * conversation, the specialist's answer sent through the channel like a staff reply (authored by
 * the specialist, not by a user), and the hand-off back to staff with an internal note saying why.
 * Each returns what changed; the caller publishes the hub events after the commit.
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
    const chat = await findChat(tx, idInstituicao, idChat);
    const mensagem = row ? await findMensagem(tx, idInstituicao, row.id) : null;
    if (!chat || !mensagem) throw new Error('nota de transferência não encontrada após inserir');
    return { kind: 'handed-off', chat, nota: mensagem, statusAnterior: held.status } as const;
  });
}

export type SpecialistSendOutcome =
  | { kind: 'not-held' }
  | { kind: 'disconnected' }
  | { kind: 'sent'; chat: Chat; mensagem: Mensagem; erro: string | null };

/**
 * The specialist's answer to the contact, sent as chat.commands.ts `sendMensagem` sends a staff
 * reply (stored 'pendente', handed to the channel outside the transaction, then what the gateway
 * said), with `id_especialista` as its author. Dropped when the specialist no longer holds the
 * conversation: staff took it while the model was thinking.
 */
export async function sendEspecialistaMensagem(
  db: Db,
  registry: ChannelRegistry,
  idInstituicao: number,
  idChat: number,
  idEspecialista: number,
  texto: string,
): Promise<SpecialistSendOutcome> {
  const pending = await db.transaction(async (tx) => {
    const [chat] = await tx.query<{ idCanal: number; telefone: string }>(
      `select c.id_canal as "idCanal", ct.telefone_e164 as telefone
         from chat c join contatos ct on ct.id = c.id_contato
        where c.id = $1 and c.id_instituicao = $2 and c.id_especialista = $3 for update of c`,
      [idChat, idInstituicao, idEspecialista],
    );
    if (!chat) return { kind: 'not-held' } as const;
    const canal = await findCanal(tx, idInstituicao, chat.idCanal);
    if (!canal || canal.estado !== 'conectado') return { kind: 'disconnected' } as const;
    // The contact's messages are answered: unlike a staff reply, nobody read them, so the unread
    // count stays for staff to see what came in.
    const [row] = await tx.query<{ id: number }>(
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_especialista)
       values ($1, $2, $3, 'saida', $4, 'pendente', $5) returning id`,
      [idInstituicao, idChat, canal.idCanal, texto, idEspecialista],
    );
    await tx.query('update chat set ultima_mensagem_em = now() where id = $1', [idChat]);
    return { kind: 'pending', canal, telefone: chat.telefone, idMensagem: row?.id ?? 0 } as const;
  });
  if (pending.kind !== 'pending') return pending;

  const { erro } = await deliverPending(db, registry, {
    canal: pending.canal,
    telefone: pending.telefone,
    idMensagem: pending.idMensagem,
    conteudo: texto,
  });
  const chat = await findChat(db, idInstituicao, idChat);
  const mensagem = await findMensagem(db, idInstituicao, pending.idMensagem);
  if (!chat || !mensagem) return { kind: 'not-held' };
  return { kind: 'sent', chat, mensagem, erro };
}
