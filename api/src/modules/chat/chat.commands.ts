import type { Chat, ChatStatus, Mensagem } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { registrarAtribuicao, registrarStatus } from '../relatorios/conversa-fatos';
import { inserirNotaDeHistorico } from '../filas/transferencia.commands';
import { findChat, findMensagem } from './chat.queries';
import { deliver, newMessage, type OutboundDeps, type ReplyOutcome } from './outbound-delivery';

/*
 * Writes of the chat tables: what staff send, and the conversation's status, assignee and removal
 * (what a contact's phone sends: chat-inbound.commands.ts). A send goes through the one outbound
 * pipeline (outbound-delivery.ts), which publishes its events; the others return what changed so
 * the caller publishes the hub events after the commit (chat.events.ts).
 */

/**
 * Staff's text to the contact, from the open conversation (which it marks read), answering
 * `idCitada` when given (a quoted reply): outbound-delivery.ts's pipeline.
 */
export function sendMensagem(
  deps: OutboundDeps,
  idInstituicao: number,
  idChat: number,
  idUsuario: number,
  input: { texto: string; idCitada?: number },
): Promise<ReplyOutcome> {
  const { texto, idCitada } = input;
  return deliver(
    deps,
    idInstituicao,
    newMessage(idInstituicao, { idChat, remetente: { idUsuario }, conteudo: texto, leuConversa: true, idCitada }),
  );
}

export async function changeChatStatus(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  status: ChatStatus,
): Promise<{ kind: 'not-found' } | { kind: 'changed'; chat: Chat; from: ChatStatus }> {
  const [row] = await tx.query<{ from: ChatStatus }>(
    `update chat c set status = $3,
            fora_do_horario_ate = case when $3 = 'resolvida' then null else c.fora_do_horario_ate end
       from chat old
      where c.id = $1 and c.id_instituicao = $2 and old.id = c.id
      returning old.status as "from"`,
    [idChat, idInstituicao, status],
  );
  if (row) await registrarStatus(tx, idInstituicao, idChat, row.from, status); // the reports' facts (ADR 0030)
  const chat = row ? await findChat(tx, idInstituicao, idChat) : null;
  return row && chat ? { kind: 'changed', chat, from: row.from } : { kind: 'not-found' };
}

/** The history line of an assignment (ADR 0034): who gave the conversation to whom. */
function notaDeAtribuicao(
  autor: { idUsuario: number; nome: string },
  para: { idUsuario: number; nome: string } | null,
) {
  if (!para) return `${autor.nome} deixou a conversa sem responsável.`;
  if (para.idUsuario === autor.idUsuario) return `${autor.nome} assumiu a conversa.`;
  return `Atribuída por ${autor.nome} a ${para.nome}.`;
}

/**
 * Gives the conversation to `idUsuario` (null: to nobody). With `idAutor`, a change is written in
 * its history as the author's internal note (`nota`; none when nothing changed). Staff holding it
 * ends the greeting menu (ADR 0034).
 */
export async function assignChat(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idUsuario: number | null,
  idAutor?: number,
): Promise<{ kind: 'not-found' } | { kind: 'invalid-user' } | { kind: 'assigned'; chat: Chat; nota: Mensagem | null }> {
  const [current] = await tx.query<{ idResponsavel: number | null }>(
    'select id_responsavel as "idResponsavel" from chat where id = $1 and id_instituicao = $2 for update',
    [idChat, idInstituicao],
  );
  if (!current) return { kind: 'not-found' };
  let para: { idUsuario: number; nome: string } | null = null;
  if (idUsuario !== null) {
    const [user] = await tx.query<{ nome: string }>(
      'select nome from usuario where id = $1 and id_instituicao = $2 and ativo',
      [idUsuario, idInstituicao],
    );
    if (!user) return { kind: 'invalid-user' };
    para = { idUsuario, nome: user.nome };
  }
  await registrarAtribuicao(tx, idInstituicao, idChat, idUsuario); // the reports' facts (ADR 0030), before the change
  await tx.query(
    `update chat set id_responsavel = $3,
            saudacao_tentativas = case when $3::int is null then saudacao_tentativas end
      where id = $1 and id_instituicao = $2`,
    [idChat, idInstituicao, idUsuario],
  );
  let nota: Mensagem | null = null;
  if (idAutor !== undefined && current.idResponsavel !== idUsuario) {
    const [autor] = await tx.query<{ nome: string }>('select nome from usuario where id = $1', [idAutor]);
    const texto = notaDeAtribuicao({ idUsuario: idAutor, nome: autor?.nome ?? '' }, para);
    nota = await findMensagem(
      tx,
      idInstituicao,
      await inserirNotaDeHistorico(tx, idInstituicao, idChat, idAutor, texto),
    );
  }
  const chat = await findChat(tx, idInstituicao, idChat);
  return chat ? { kind: 'assigned', chat, nota } : { kind: 'not-found' };
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
