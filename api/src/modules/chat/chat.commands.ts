import type { Chat, ChatStatus, Mensagem } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import type { ChannelRegistry } from '../canais/channel-registry';
import { findCanal } from '../canais/canais.repository';
import { findChat, findMensagem } from './chat.queries';
import { deliverPending } from './outbound-delivery';

/*
 * Writes of the chat tables: what staff send, and the conversation's status, assignee and removal
 * (what a contact's phone sends: chat-inbound.commands.ts). Each returns
 * what changed so the caller publishes the hub events after the commit (chat.events.ts).
 */

export type SendOutcome =
  | { kind: 'not-found' }
  | { kind: 'disconnected' }
  | { kind: 'sent'; chat: Chat; mensagem: Mensagem; erro: string | null };

/**
 * Staff's text to the contact: stored as 'pendente' (the conversation marked read), handed to the
 * channel's adapter outside the transaction, then 'enviada' (or what the gateway said) or 'falhou'.
 */
export async function sendMensagem(
  db: Db,
  registry: ChannelRegistry,
  idInstituicao: number,
  idChat: number,
  idUsuario: number,
  texto: string,
): Promise<SendOutcome> {
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
      `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_autor)
       values ($1, $2, $3, 'saida', $4, 'pendente', $5) returning id`,
      [idInstituicao, idChat, canal.idCanal, texto, idUsuario],
    );
    await tx.query('update chat set nao_lidas = 0, ultima_mensagem_em = now() where id = $1', [idChat]);
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
  // Deleted meanwhile: nothing left to show.
  if (!chat || !mensagem) return { kind: 'not-found' };
  return { kind: 'sent', chat, mensagem, erro };
}

export async function changeChatStatus(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  status: ChatStatus,
): Promise<{ kind: 'not-found' } | { kind: 'changed'; chat: Chat; from: ChatStatus }> {
  const [row] = await tx.query<{ from: ChatStatus }>(
    `update chat c set status = $3 from chat old
      where c.id = $1 and c.id_instituicao = $2 and old.id = c.id
      returning old.status as "from"`,
    [idChat, idInstituicao, status],
  );
  const chat = row ? await findChat(tx, idInstituicao, idChat) : null;
  return row && chat ? { kind: 'changed', chat, from: row.from } : { kind: 'not-found' };
}

export async function assignChat(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idUsuario: number | null,
): Promise<{ kind: 'not-found' } | { kind: 'invalid-user' } | { kind: 'assigned'; chat: Chat }> {
  const exists = await tx.query('select 1 from chat where id = $1 and id_instituicao = $2 for update', [
    idChat,
    idInstituicao,
  ]);
  if (!exists.length) return { kind: 'not-found' };
  if (idUsuario !== null) {
    const user = await tx.query('select 1 from usuario where id = $1 and id_instituicao = $2 and ativo', [
      idUsuario,
      idInstituicao,
    ]);
    if (!user.length) return { kind: 'invalid-user' };
  }
  await tx.query('update chat set id_responsavel = $3 where id = $1 and id_instituicao = $2', [
    idChat,
    idInstituicao,
    idUsuario,
  ]);
  const chat = await findChat(tx, idInstituicao, idChat);
  return chat ? { kind: 'assigned', chat } : { kind: 'not-found' };
}

/** Marks the conversation read (no unread messages left); `changed` says whether any were unread. */
export async function markChatRead(
  db: Queryable,
  idInstituicao: number,
  idChat: number,
): Promise<{ kind: 'not-found' } | { kind: 'read'; chat: Chat; changed: boolean }> {
  const [row] = await db.query<{ before: number }>(
    `update chat c set nao_lidas = 0 from chat old
      where c.id = $1 and c.id_instituicao = $2 and old.id = c.id
      returning old.nao_lidas as before`,
    [idChat, idInstituicao],
  );
  const chat = row ? await findChat(db, idInstituicao, idChat) : null;
  return row && chat ? { kind: 'read', chat, changed: row.before > 0 } : { kind: 'not-found' };
}

/** Removes the conversation and its messages (the contact stays). */
export async function deleteChat(db: Queryable, idInstituicao: number, idChat: number): Promise<boolean> {
  const rows = await db.query('delete from chat where id = $1 and id_instituicao = $2 returning id', [
    idChat,
    idInstituicao,
  ]);
  return rows.length > 0;
}
