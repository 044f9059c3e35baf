import type { Db } from '../../plugins/database/db';

/** Serialises the rebuild of several API processes starting at once (any fixed 64-bit key). */
const RECONSTITUIR_LOCK = 4_272_019_029;

/*
 * Conversations older than the facts table (migration 0028), or written straight into the tables
 * (the demo seed), have messages but no facts. Their facts are rebuilt once from what the messages
 * show, marked `reconstituido`: opened at the contact's first message, first answer at the first
 * message a human or a specialist wrote after it, and resolved at the last message when the
 * conversation is resolved now. What messages cannot tell (earlier reopens, assignments, hand-offs)
 * is not invented. A conversation seen live always has its 'aberta' from its first inbound
 * message, so this touches nothing else and may run at every start.
 */
export async function reconstituirFatos(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [RECONSTITUIR_LOCK]);
    const rows = await tx.query<{ id: string }>(
      `with alvo as (
         select c.id, c.id_instituicao, c.status, c.id_responsavel from chat c
          where not exists (select 1 from conversa_evento e where e.id_chat = c.id)
            and exists (select 1 from mensagem m where m.id_chat = c.id and m.direcao = 'entrada')
       ), chegada as (
         select distinct on (m.id_chat) m.id_chat, m.id, m.created_at from mensagem m join alvo a on a.id = m.id_chat
          where m.direcao = 'entrada' order by m.id_chat, m.created_at, m.id
       ), resposta as (
         select distinct on (m.id_chat) m.id_chat, m.id, m.created_at, m.id_autor, m.id_especialista
           from mensagem m join chegada ch on ch.id_chat = m.id_chat
          where m.direcao = 'saida' and (m.id_autor is not null or m.id_especialista is not null)
            and m.created_at >= ch.created_at
          order by m.id_chat, m.created_at, m.id
       ), ultima as (
         select m.id_chat, max(m.created_at) as em from mensagem m join alvo a on a.id = m.id_chat group by m.id_chat
       )
       insert into conversa_evento
         (id_instituicao, id_chat, tipo, id_usuario, id_especialista, id_mensagem, reconstituido, ocorrido_em)
       select a.id_instituicao, a.id, 'aberta', null, null, ch.id, true, ch.created_at
         from alvo a join chegada ch on ch.id_chat = a.id
       union all
       select a.id_instituicao, a.id, 'primeira_resposta', r.id_autor, r.id_especialista, r.id, true, r.created_at
         from alvo a join resposta r on r.id_chat = a.id
       union all
       select a.id_instituicao, a.id, 'resolvida', a.id_responsavel, null, null, true, u.em
         from alvo a join ultima u on u.id_chat = a.id where a.status = 'resolvida'
       returning id`,
    );
    return rows.length;
  });
}
