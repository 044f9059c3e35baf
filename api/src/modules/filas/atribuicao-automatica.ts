import type { Chat, Mensagem } from '@colabora/shared/contracts';
import type { Db, Queryable } from '../../plugins/database/db';
import type { EventSink } from '../../realtime/publish-safely';
import { publishMessageChange } from '../chat/chat.events';
import { findChat, findMensagem } from '../chat/chat.queries';
import { CONECTADO } from '../presenca/presenca.repository';

/*
 * Automatic assignment per queue (ADR 0037), a queue setting off by default. Round robin among the
 * queue's members who are online and not ausente: the member who got a conversation longest ago
 * (or never) is next, if they hold fewer than the queue's `capacidade` open conversations of the
 * queue. A waiting conversation (in the queue, nobody holding it, no specialist answering, not in
 * the greeting menu, not resolved) goes to them, the oldest service first.
 *
 * Every assignment runs in its own transaction under the queue's row lock, so on PostgreSQL two
 * assignments of one queue (two conversations arriving at once, on two API processes) happen one
 * after the other: the second sees the first's conversation in the member's count and never takes
 * a slot that is gone. The conversation is locked too (`skip locked`: one a colleague is taking
 * right now is left to them). Like a transfer it is a fact (`atribuida`, with the queue) and a line
 * of the conversation's history, written in the same transaction.
 */

export type DistribuicaoDeps = { db: Db; sink: EventSink };

/** An assignment's history line (automatic: no author). */
export const atribuicaoAutomaticaTexto = (nome: string, fila: string) =>
  `Atribuída automaticamente a ${nome} (fila ${fila}).`;

/** Safety net: one call never assigns more than this (a queue's waiting line is far shorter). */
const MAX_POR_CHAMADA = 200;

type Atribuicao = { chat: Chat; nota: Mensagem };

/** The oldest waiting conversation to the next member with room; null when either is missing. */
async function atribuirUma(tx: Queryable, idInstituicao: number, idFila: number): Promise<Atribuicao | null> {
  const [fila] = await tx.query<{ nome: string; capacidade: number }>(
    `select nome, capacidade from fila where id = $1 and id_instituicao = $2 and atribuicao_automatica for update`,
    [idFila, idInstituicao],
  );
  if (!fila) return null;
  const [membro] = await tx.query<{ idUsuario: number; nome: string }>(
    `select u.id as "idUsuario", u.nome from fila_membro fm join usuario u on u.id = fm.id_usuario
      where fm.id_fila = $1 and u.ativo and not u.ausente and ${CONECTADO}
        and (select count(*) from chat c
              where c.id_fila = $1 and c.id_responsavel = u.id and c.status <> 'resolvida') < $2
      order by fm.ultima_atribuicao_em nulls first, fm.id_usuario limit 1`,
    [idFila, fila.capacidade],
  );
  if (!membro) return null;
  // The oldest service first: the latest opening of each waiting conversation (its creation when it has none).
  const [espera] = await tx.query<{ idChat: number; idCanal: number }>(
    `select c.id as "idChat", c.id_canal as "idCanal" from chat c
      where c.id_fila = $1 and c.id_instituicao = $2 and c.id_responsavel is null and c.status <> 'resolvida'
        and c.id_especialista is null and c.saudacao_tentativas is null
      order by coalesce((select max(e.ocorrido_em) from conversa_evento e
                          where e.id_chat = c.id and e.tipo in ('aberta', 'reaberta')), c.created_at), c.id
      limit 1 for update of c skip locked`,
    [idFila, idInstituicao],
  );
  if (!espera) return null;
  // 'enviada' only because the column needs a status: a note never reaches a gateway.
  const [nota] = await tx.query<{ id: number }>(
    `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status)
     values ($1, $2, $3, 'nota', $4, 'enviada') returning id`,
    [idInstituicao, espera.idChat, espera.idCanal, atribuicaoAutomaticaTexto(membro.nome, fila.nome)],
  );
  if (!nota) throw new Error('nota de atribuição não inserida');
  await tx.query(
    `insert into conversa_evento (id_instituicao, id_chat, tipo, id_usuario, id_fila, id_fila_anterior, id_mensagem)
     values ($1, $2, 'atribuida', $3, $4, $4, $5)`,
    [idInstituicao, espera.idChat, membro.idUsuario, idFila, nota.id],
  );
  await tx.query('update chat set id_responsavel = $2 where id = $1', [espera.idChat, membro.idUsuario]);
  await tx.query('update fila_membro set ultima_atribuicao_em = now() where id_fila = $1 and id_usuario = $2', [
    idFila,
    membro.idUsuario,
  ]);
  const chat = await findChat(tx, idInstituicao, espera.idChat);
  const mensagem = await findMensagem(tx, idInstituicao, nota.id);
  if (!chat || !mensagem) throw new Error('conversa não encontrada após atribuir');
  return { chat, nota: mensagem };
}

/**
 * Fills the queue's free slots with its waiting conversations, one assignment per transaction,
 * and publishes each (the history line to the room, the conversation to the lists). Answers the
 * conversations assigned. Does nothing when the queue's automatic assignment is off.
 */
export async function distribuirFila(deps: DistribuicaoDeps, idInstituicao: number, idFila: number): Promise<Chat[]> {
  const atribuidas: Chat[] = [];
  for (let n = 0; n < MAX_POR_CHAMADA; n++) {
    const feita = await deps.db.transaction((tx) => atribuirUma(tx, idInstituicao, idFila));
    if (!feita) break;
    atribuidas.push(feita.chat);
    await publishMessageChange(deps.sink, feita.chat, feita.nota);
  }
  return atribuidas;
}

/**
 * `distribuirFila` for each queue named (nulls and repeats skipped). Never throws: called after a
 * change already committed (a resolve, a transfer, a presence), whose answer must not fail
 * because of the next conversation's assignment; a failure is logged.
 */
export async function distribuirFilas(
  deps: DistribuicaoDeps,
  idInstituicao: number,
  idsFila: readonly (number | null | undefined)[],
): Promise<Chat[]> {
  const atribuidas: Chat[] = [];
  for (const idFila of new Set(idsFila)) {
    if (idFila == null) continue;
    try {
      atribuidas.push(...(await distribuirFila(deps, idInstituicao, idFila)));
    } catch (error) {
      deps.sink.log.error({ err: error, idInstituicao, idFila }, 'atribuição automática: falha ao distribuir a fila');
    }
  }
  return atribuidas;
}

/** A member became available (online, or back from ausente): the waiting conversations of their queues. */
export async function distribuirFilasDoUsuario(
  deps: DistribuicaoDeps,
  idInstituicao: number,
  idUsuario: number,
): Promise<Chat[]> {
  const filas = await deps.db.query<{ idFila: number }>(
    `select f.id as "idFila" from fila f join fila_membro fm on fm.id_fila = f.id
      where fm.id_usuario = $1 and f.id_instituicao = $2 and f.atribuicao_automatica order by f.id`,
    [idUsuario, idInstituicao],
  );
  return distribuirFilas(
    deps,
    idInstituicao,
    filas.map((fila) => fila.idFila),
  );
}
