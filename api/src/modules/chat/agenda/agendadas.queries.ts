import type { AgendadaStatus, MensagemAgendada } from '@colabora/shared/contracts';
import type { Queryable } from '../../../plugins/database/db';

/* Reads of the scheduled messages (mensagem_agendada, ADR 0038). */

type Row = {
  idAgendada: number;
  idChat: number;
  texto: string;
  enviarEm: Date;
  status: AgendadaStatus;
  erro: string | null;
  idAutor: number | null;
  autorNome: string | null;
  idMensagem: number | null;
};

const SELECT = `select a.id as "idAgendada", a.id_chat as "idChat", a.texto, a.enviar_em as "enviarEm", a.status,
    a.erro, a.id_autor as "idAutor", u.nome as "autorNome", a.id_mensagem as "idMensagem"
  from mensagem_agendada a left join usuario u on u.id = a.id_autor`;

const toAgendada = (row: Row): MensagemAgendada => ({
  idAgendada: row.idAgendada,
  idChat: row.idChat,
  texto: row.texto,
  enviarEm: row.enviarEm.toISOString(),
  status: row.status,
  erro: row.erro,
  autor: row.idAutor !== null ? { idUsuario: row.idAutor, nome: row.autorNome ?? '' } : null,
  idMensagem: row.idMensagem,
});

/**
 * What the conversation shows: the messages still to go (or going) and those that failed, soonest
 * first. Sent and cancelled ones are in the history or gone.
 */
export async function listAgendadas(db: Queryable, idInstituicao: number, idChat: number): Promise<MensagemAgendada[]> {
  const rows = await db.query<Row>(
    `${SELECT} where a.id_chat = $1 and a.id_instituicao = $2 and a.status in ('agendada', 'enviando', 'falhou')
      order by a.enviar_em, a.id`,
    [idChat, idInstituicao],
  );
  return rows.map(toAgendada);
}

export async function findAgendada(
  db: Queryable,
  idInstituicao: number,
  idAgendada: number,
): Promise<MensagemAgendada | null> {
  const [row] = await db.query<Row>(`${SELECT} where a.id = $1 and a.id_instituicao = $2`, [idAgendada, idInstituicao]);
  return row ? toAgendada(row) : null;
}

/** Due rows of every institution: scheduled and due, or left 'enviando' before `presoAntes` by a dead process. */
export async function agendadasDevidas(
  db: Queryable,
  presoAntes: Date,
): Promise<{ idInstituicao: number; idAgendada: number; status: 'agendada' | 'enviando' }[]> {
  return db.query(
    `select id_instituicao as "idInstituicao", id as "idAgendada", status from mensagem_agendada
      where (status = 'agendada' and enviar_em <= now()) or (status = 'enviando' and intencao_em < $1)
      order by enviar_em, id limit 500`,
    [presoAntes],
  );
}
