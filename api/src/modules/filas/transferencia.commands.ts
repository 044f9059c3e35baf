import type { Chat, Mensagem } from '@colabora/shared/contracts';
import type { Queryable } from '../../plugins/database/db';
import { findChat, findMensagem } from '../chat/chat.queries';

/*
 * Transfers (ADR 0034): a conversation goes to a person or to a queue, with a note only staff see,
 * and every change of who holds it is written in its history as an internal note by whoever did it
 * ("Transferida por Ana para Financeiro: o cliente quer o boleto."), so the conversation itself
 * says who had it and why. The reports' fact (conversa_evento, ADR 0030) is written in the same
 * transaction, naming the queues too (migration 0030).
 */

export type Alvo = { idUsuario: number } | { idFila: number };

export type TransferOutcome =
  | { kind: 'not-found' }
  | { kind: 'invalid-target'; campo: 'idUsuario' | 'idFila' }
  | { kind: 'unchanged'; para: string }
  | { kind: 'transferred'; chat: Chat; nota: Mensagem; para: string; filaAnterior: number | null };

const historico = (autor: string, para: string, nota: string | null) =>
  `Transferida por ${autor} para ${para}${nota ? `: ${nota}` : '.'}`;

/** Writes the history note (direcao 'nota', authored by `idAutor`) and answers its id. */
export async function inserirNotaDeHistorico(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  idAutor: number,
  texto: string,
): Promise<number> {
  // 'enviada' only because the column needs a status: a note never reaches a gateway.
  const [row] = await tx.query<{ id: number }>(
    `insert into mensagem (id_instituicao, id_chat, id_canal, direcao, texto, status, id_autor)
     select $1, c.id, c.id_canal, 'nota', $3, 'enviada', $4 from chat c where c.id = $2 returning id`,
    [idInstituicao, idChat, texto.slice(0, 4096), idAutor],
  );
  if (!row) throw new Error('nota de histórico não inserida');
  return row.id;
}

/** Moves the conversation to `alvo` with the author's note (call inside a transaction). */
export async function transferChat(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  autor: { idUsuario: number },
  alvo: Alvo,
  nota: string | null,
): Promise<TransferOutcome> {
  const [atual] = await tx.query<{ idResponsavel: number | null; idFila: number | null; autorNome: string }>(
    `select c.id_responsavel as "idResponsavel", c.id_fila as "idFila", u.nome as "autorNome"
       from chat c, usuario u where c.id = $1 and c.id_instituicao = $2 and u.id = $3 for update of c`,
    [idChat, idInstituicao, autor.idUsuario],
  );
  if (!atual) return { kind: 'not-found' };
  let para: string;
  if ('idUsuario' in alvo) {
    const [user] = await tx.query<{ nome: string }>(
      'select nome from usuario where id = $1 and id_instituicao = $2 and ativo',
      [alvo.idUsuario, idInstituicao],
    );
    if (!user) return { kind: 'invalid-target', campo: 'idUsuario' };
    para = user.nome;
    if (atual.idResponsavel === alvo.idUsuario) return { kind: 'unchanged', para };
  } else {
    const [fila] = await tx.query<{ nome: string }>('select nome from fila where id = $1 and id_instituicao = $2', [
      alvo.idFila,
      idInstituicao,
    ]);
    if (!fila) return { kind: 'invalid-target', campo: 'idFila' };
    para = fila.nome;
    if (atual.idFila === alvo.idFila && atual.idResponsavel === null) return { kind: 'unchanged', para };
  }
  const idNota = await inserirNotaDeHistorico(
    tx,
    idInstituicao,
    idChat,
    autor.idUsuario,
    historico(atual.autorNome, para, nota),
  );
  const idUsuario = 'idUsuario' in alvo ? alvo.idUsuario : null;
  const idFila = 'idFila' in alvo ? alvo.idFila : atual.idFila;
  // The reports' fact (ADR 0030): 'atribuida' when nobody held it and a person gets it, else 'transferida'.
  await tx.query(
    `insert into conversa_evento (id_instituicao, id_chat, tipo, id_usuario, id_usuario_anterior, id_fila, id_fila_anterior, id_mensagem)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      idInstituicao,
      idChat,
      idUsuario !== null && atual.idResponsavel === null ? 'atribuida' : 'transferida',
      idUsuario,
      atual.idResponsavel,
      idFila,
      atual.idFila,
      idNota,
    ],
  );
  // Staff hold it now: no specialist answers it and the greeting menu is over.
  await tx.query(
    `update chat set id_responsavel = $3, id_fila = $4, id_especialista = null, saudacao_tentativas = null
      where id = $1 and id_instituicao = $2`,
    [idChat, idInstituicao, idUsuario, idFila],
  );
  const chat = await findChat(tx, idInstituicao, idChat);
  const mensagem = await findMensagem(tx, idInstituicao, idNota);
  if (!chat || !mensagem) throw new Error('conversa não encontrada após transferir');
  return { kind: 'transferred', chat, nota: mensagem, para, filaAnterior: atual.idFila };
}
