import type { Chat, Mensagem } from '@colabora/shared/contracts';
import { MENSAGEM_TEXTO_MAX } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import type { InboundEvent } from '../canais/channel-adapter';
import type { CanalRecord } from '../canais/canais.repository';
import { nationalCandidates } from '../contatos/contatos.repository';
import { findChat, findMensagem } from './chat.queries';

/*
 * What a contact does to a message already stored (issue #26, docs/decisions/0025): a reaction
 * (to any message of their conversation), an edit or a delete for everyone (of a message they
 * sent). None is a new message: the list does not move and nothing becomes unread. Each applies
 * once: the same reaction, the same text or a second delete changes nothing and publishes nothing.
 */

export type ChangeEvent = Extract<InboundEvent, { kind: 'reaction' | 'edit' | 'revoke' }>;

/** A message changed (publish MensagemAtualizada; an edit or delete also the conversation's preview). */
export type ChangeOutcome =
  | { kind: 'updated'; mudanca: 'reacao' | 'edicao' | 'apagada'; chat: Chat; mensagem: Mensagem }
  | { kind: 'ignored'; reason: 'desconhecida' | 'sem-mudanca' };

type Target = { id: number; idChat: number };

/**
 * The message `idGateway` names on this channel, when `telefone` (if known) is the contact of its
 * conversation and its direction is one the change may touch. A contact can name only messages of
 * their own conversation; an event that names no sender (MESSAGES_EDITED) reaches only messages
 * the contact sent, whose ids only that contact's phone and this channel know.
 */
async function findTarget(
  db: Queryable,
  canal: CanalRecord,
  idGateway: string,
  telefone: string | null,
  direcoes: readonly ('entrada' | 'saida')[],
): Promise<Target | null> {
  const candidates = telefone ? nationalCandidates(telefone) : null;
  if (telefone && !candidates) return null;
  const [row] = await db.query<Target>(
    `select m.id, m.id_chat as "idChat"
       from mensagem m join chat c on c.id = m.id_chat join contatos ct on ct.id = c.id_contato
      where m.id_canal = $1 and m.id_gateway = $2 and m.direcao = any($3::text[])
        and ($4::text[] is null or ct.telefone = any($4::text[])
             or exists (select 1 from contato_endereco e where e.id_contato = ct.id and e.tipo = 'telefone'
                           and e.valor = any($4::text[])))
      for update of m`,
    [canal.idCanal, idGateway, [...direcoes], candidates],
  );
  return row ?? null;
}

async function updated(
  db: Queryable,
  canal: CanalRecord,
  target: Target,
  mudanca: 'reacao' | 'edicao' | 'apagada',
): Promise<ChangeOutcome> {
  const chat = await findChat(db, canal.idInstituicao, target.idChat);
  const mensagem = await findMensagem(db, canal.idInstituicao, target.id);
  if (!chat || !mensagem) return { kind: 'ignored', reason: 'desconhecida' };
  return { kind: 'updated', mudanca, chat, mensagem };
}

/** The contact's reaction replaces theirs on the message; an empty emoji removes it. */
async function applyReaction(
  db: Queryable,
  canal: CanalRecord,
  event: Extract<ChangeEvent, { kind: 'reaction' }>,
): Promise<ChangeOutcome> {
  const target = await findTarget(db, canal, event.alvo, event.telefone, ['entrada', 'saida']);
  if (!target) return { kind: 'ignored', reason: 'desconhecida' };
  const emoji = event.emoji.trim();
  const changed = emoji
    ? await db.query(
        `insert into mensagem_reacao (id_mensagem, de, emoji) values ($1, 'contato', $2)
         on conflict (id_mensagem, de) do update set emoji = excluded.emoji, reagida_em = now()
          where mensagem_reacao.emoji <> excluded.emoji
         returning 1`,
        [target.id, emoji],
      )
    : await db.query(`delete from mensagem_reacao where id_mensagem = $1 and de = 'contato' returning 1`, [target.id]);
  return changed.length ? updated(db, canal, target, 'reacao') : { kind: 'ignored', reason: 'sem-mudanca' };
}

/** The contact's new text; the one it replaces goes to the message's history. */
async function applyEdit(
  db: Queryable,
  canal: CanalRecord,
  event: Extract<ChangeEvent, { kind: 'edit' }>,
): Promise<ChangeOutcome> {
  const target = await findTarget(db, canal, event.alvo, event.telefone, ['entrada']);
  if (!target) return { kind: 'ignored', reason: 'desconhecida' };
  const texto = event.texto.slice(0, MENSAGEM_TEXTO_MAX);
  const [anterior] = await db.query<{ texto: string }>(
    `select texto from mensagem where id = $1 and texto <> $2 and apagada_em is null`,
    [target.id, texto],
  );
  if (!anterior) return { kind: 'ignored', reason: 'sem-mudanca' };
  await db.query('insert into mensagem_edicao (id_mensagem, texto) values ($1, $2)', [target.id, anterior.texto]);
  await db.query('update mensagem set texto = $2, editada_em = now() where id = $1', [target.id, texto]);
  return updated(db, canal, target, 'edicao');
}

/** Deleted for everyone: kept, with what it said, and marked. */
async function applyRevoke(
  db: Queryable,
  canal: CanalRecord,
  event: Extract<ChangeEvent, { kind: 'revoke' }>,
): Promise<ChangeOutcome> {
  const target = await findTarget(db, canal, event.alvo, event.telefone, ['entrada']);
  if (!target) return { kind: 'ignored', reason: 'desconhecida' };
  const changed = await db.query(
    'update mensagem set apagada_em = now() where id = $1 and apagada_em is null returning 1',
    [target.id],
  );
  return changed.length ? updated(db, canal, target, 'apagada') : { kind: 'ignored', reason: 'sem-mudanca' };
}

/** One change, in its own transaction (the target is locked while it changes). */
export function applyChange(db: Db, canal: CanalRecord, event: ChangeEvent): Promise<ChangeOutcome> {
  return db.transaction((tx) => {
    switch (event.kind) {
      case 'reaction':
        return applyReaction(tx, canal, event);
      case 'edit':
        return applyEdit(tx, canal, event);
      case 'revoke':
        return applyRevoke(tx, canal, event);
    }
  });
}
