import type { CanalEstado, Chat, ChatStatus, Mensagem } from '@colabora/shared/contracts';
import { MENSAGEM_TEXTO_MAX } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import type { StorageQuota } from '../armazenamento/storage-quota';
import type { InboundEvent } from '../canais/channel-adapter';
import type { ChannelRegistry } from '../canais/channel-registry';
import { findCanal, setCanalEstado, setCanalQr, type CanalRecord } from '../canais/canais.repository';
import { findOrCreateContatoByPhone } from '../contatos/contatos.repository';
import { storeMidiaEntrada, textoDaEntrada } from './chat-midia.commands';
import { findChat, findMensagem } from './chat.queries';
import { deliverPending } from './outbound-delivery';

/*
 * Writes of the chat tables: what arrives from a channel (messages, delivery receipts, connection
 * changes), what staff send, and the conversation's status, assignee and removal. Each returns
 * what changed so the caller publishes the hub events after the commit (chat.events.ts).
 */

/** What one inbound event did, for the events to publish. */
export type InboundOutcome =
  | { kind: 'message'; chat: Chat; mensagem: Mensagem; chatCriado: boolean; statusAnterior: ChatStatus }
  | { kind: 'status'; chat: Chat; mensagem: Mensagem }
  /** The channel's state or QR changed (`anterior`: its state before), for CanalAtualizado and reconciliation. */
  | { kind: 'connection'; canal: CanalRecord; anterior: CanalEstado }
  | { kind: 'ignored'; reason: 'duplicada' | 'telefone-nao-suportado' | 'desconhecida' | 'qr' };

/** The same gateway id was stored meanwhile (a concurrent delivery of the same webhook). */
class DuplicateMessage extends Error {}

async function ingestMessage(
  db: Db,
  canal: CanalRecord,
  event: Extract<InboundEvent, { kind: 'message' }>,
  storageQuota?: StorageQuota,
): Promise<InboundOutcome> {
  const { idInstituicao, idCanal } = canal;
  try {
    return await db.transaction(async (tx) => {
      const seen = await tx.query('select 1 from mensagem where id_canal = $1 and id_gateway = $2', [
        idCanal,
        event.idGateway,
      ]);
      if (seen.length) return { kind: 'ignored', reason: 'duplicada' } as const;
      const contato = await findOrCreateContatoByPhone(tx, idInstituicao, event.telefone, event.nome ?? '');
      if (!contato) return { kind: 'ignored', reason: 'telefone-nao-suportado' } as const;
      const [created] = await tx.query<{ id: number }>(
        `insert into chat (id_instituicao, id_canal, id_contato) values ($1, $2, $3)
         on conflict (id_canal, id_contato) do nothing returning id`,
        [idInstituicao, idCanal, contato.idContato],
      );
      const [current] = await tx.query<{ id: number; status: ChatStatus }>(
        'select id, status from chat where id_canal = $1 and id_contato = $2 for update',
        [idCanal, contato.idContato],
      );
      if (!current) throw new Error('chat não encontrado após inserir');
      const [inserted] = await tx.query<{ id: number }>(
        `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, tipo, texto, status, id_gateway)
         values ($1, $2, $3, 'entrada', $4, $5, 'entregue', $6)
         on conflict (id_canal, id_gateway) do nothing returning id`,
        [
          idInstituicao,
          current.id,
          idCanal,
          event.midia?.tipo ?? 'texto',
          textoDaEntrada(event.texto, event.midia).slice(0, MENSAGEM_TEXTO_MAX),
          event.idGateway,
        ],
      );
      if (!inserted) throw new DuplicateMessage();
      if (event.midia) await storeMidiaEntrada(tx, idInstituicao, inserted.id, event.midia, storageQuota);
      // A resolved conversation reopens when the contact writes again.
      await tx.query(
        `update chat set nao_lidas = nao_lidas + 1, ultima_mensagem_em = now(),
                status = case when status = 'resolvida' then 'aberta' else status end
          where id = $1`,
        [current.id],
      );
      const chat = await findChat(tx, idInstituicao, current.id);
      const mensagem = await findMensagem(tx, idInstituicao, inserted.id);
      if (!chat || !mensagem) throw new Error('mensagem não encontrada após inserir');
      return { kind: 'message', chat, mensagem, chatCriado: !!created, statusAnterior: current.status } as const;
    });
  } catch (error) {
    if (error instanceof DuplicateMessage) return { kind: 'ignored', reason: 'duplicada' };
    throw error;
  }
}

/**
 * A delivery receipt: the sent message moves forward only (enviada → entregue → lida), or to
 * falhou while not yet delivered; a late or repeated receipt changes nothing.
 */
async function ingestStatus(
  db: Queryable,
  canal: CanalRecord,
  event: Extract<InboundEvent, { kind: 'status' }>,
): Promise<InboundOutcome> {
  const [row] = await db.query<{ id: number; idChat: number }>(
    `update mensagem set status = $3
      where id_canal = $1 and id_gateway = $2 and direcao = 'saida'
        and (case when $3 = 'falhou' then status in ('pendente', 'enviada')
                  else status <> 'falhou' and array_position(array['pendente', 'enviada', 'entregue', 'lida'], $3)
                                            > array_position(array['pendente', 'enviada', 'entregue', 'lida'], status) end)
      returning id, id_chat as "idChat"`,
    [canal.idCanal, event.idGateway, event.status],
  );
  if (!row) return { kind: 'ignored', reason: 'desconhecida' };
  const chat = await findChat(db, canal.idInstituicao, row.idChat);
  const mensagem = await findMensagem(db, canal.idInstituicao, row.id);
  if (!chat || !mensagem) return { kind: 'ignored', reason: 'desconhecida' };
  return { kind: 'status', chat, mensagem };
}

/**
 * The channel's new state after the gateway reported `estado`. A close (or refusal) of a channel
 * already `desconectado` stays `desconectado`: it is the echo of a logout staff asked for, not
 * the phone refusing the session.
 */
function nextEstado(current: CanalEstado, estado: CanalEstado): CanalEstado {
  return current === 'desconectado' && (estado === 'recusado' || estado === 'desconectado') ? current : estado;
}

/** What clients see of the channel moved (a repeated webhook changes nothing and publishes nothing). */
const canalChanged = (before: CanalRecord, after: CanalRecord) =>
  before.estado !== after.estado ||
  before.telefone !== after.telefone ||
  before.qrCode !== after.qrCode ||
  before.pairingCode !== after.pairingCode;

/**
 * Applies a channel's inbound events in order (webhook, simulator, reconciliation). Idempotent: the
 * same gateway message twice is stored once; LIDs, groups and broadcasts never get here (the
 * provider drops them). Connection and QR events update the channel row (the number only ever as
 * a phone, never a LID); a QR arriving for a connected channel is a late retry and is ignored.
 */
export async function ingestInbound(
  db: Db,
  canal: CanalRecord,
  events: InboundEvent[],
  /** The institution's storage quota: past it, a contact's file is not kept (the message is). */
  options: { storageQuota?: StorageQuota } = {},
): Promise<InboundOutcome[]> {
  const outcomes: InboundOutcome[] = [];
  let current = canal;
  for (const event of events) {
    switch (event.kind) {
      case 'message':
        outcomes.push(await ingestMessage(db, current, event, options.storageQuota));
        break;
      case 'status':
        outcomes.push(await ingestStatus(db, current, event));
        break;
      case 'connection': {
        const estado = nextEstado(current.estado, event.estado);
        const updated = await setCanalEstado(db, current.idInstituicao, current.idCanal, estado, event.telefone);
        if (updated && canalChanged(current, updated))
          outcomes.push({ kind: 'connection', canal: updated, anterior: current.estado });
        current = updated ?? current;
        break;
      }
      case 'qr': {
        if (current.estado === 'conectado') {
          outcomes.push({ kind: 'ignored', reason: 'qr' });
          break;
        }
        const updated = await setCanalQr(db, current.idInstituicao, current.idCanal, event);
        if (updated && canalChanged(current, updated))
          outcomes.push({ kind: 'connection', canal: updated, anterior: current.estado });
        current = updated ?? current;
        break;
      }
    }
  }
  return outcomes;
}

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
