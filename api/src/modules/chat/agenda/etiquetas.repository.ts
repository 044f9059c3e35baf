import { ETIQUETAS_MAX, type Etiqueta } from '@colabora/shared/contracts';
import type { Queryable } from '../../../plugins/database/db';

/*
 * Labels (etiquetas) of the institution's conversations (ADR 0038): a catalogue per institution
 * (name unique without minding case, a colour) and the conversations' links to it.
 */

export async function listEtiquetas(db: Queryable, idInstituicao: number): Promise<Etiqueta[]> {
  return db.query<Etiqueta>(
    `select id as "idEtiqueta", nome, cor from etiqueta where id_instituicao = $1 order by lower(nome), id`,
    [idInstituicao],
  );
}

export type CriarEtiquetaOutcome = { kind: 'criada'; etiqueta: Etiqueta } | { kind: 'duplicada' } | { kind: 'muitas' };

export async function criarEtiqueta(
  tx: Queryable,
  idInstituicao: number,
  input: { nome: string; cor: string },
): Promise<CriarEtiquetaOutcome> {
  const [total] = await tx.query<{ n: number }>('select count(*)::int as n from etiqueta where id_instituicao = $1', [
    idInstituicao,
  ]);
  if ((total?.n ?? 0) >= ETIQUETAS_MAX) return { kind: 'muitas' };
  const [row] = await tx.query<Etiqueta>(
    `insert into etiqueta (id_instituicao, nome, cor) values ($1, $2, $3)
     on conflict (id_instituicao, lower(nome)) do nothing
     returning id as "idEtiqueta", nome, cor`,
    [idInstituicao, input.nome, input.cor],
  );
  return row ? { kind: 'criada', etiqueta: row } : { kind: 'duplicada' };
}

/** Removes a label from the catalogue and from every conversation; false when not the institution's. */
export async function excluirEtiqueta(db: Queryable, idInstituicao: number, idEtiqueta: number): Promise<boolean> {
  const rows = await db.query('delete from etiqueta where id = $1 and id_instituicao = $2 returning id', [
    idEtiqueta,
    idInstituicao,
  ]);
  return rows.length > 0;
}

/**
 * Sets the conversation's labels to exactly `ids`. Answers 'not-found' for a conversation of
 * another institution and 'invalid' when a label is not the institution's.
 */
export async function definirEtiquetasDoChat(
  tx: Queryable,
  idInstituicao: number,
  idChat: number,
  ids: readonly number[],
): Promise<'ok' | 'not-found' | 'invalid'> {
  const [chat] = await tx.query('select 1 from chat where id = $1 and id_instituicao = $2 for update', [
    idChat,
    idInstituicao,
  ]);
  if (!chat) return 'not-found';
  const unique = [...new Set(ids)];
  const validas = await tx.query<{ id: number }>(
    'select id from etiqueta where id = any($1::int[]) and id_instituicao = $2',
    [unique, idInstituicao],
  );
  if (validas.length !== unique.length) return 'invalid';
  await tx.query('delete from chat_etiqueta where id_chat = $1 and not (id_etiqueta = any($2::int[]))', [
    idChat,
    unique,
  ]);
  await tx.query(
    `insert into chat_etiqueta (id_chat, id_etiqueta, id_instituicao)
     select $1, unnest($2::int[]), $3 on conflict do nothing`,
    [idChat, unique, idInstituicao],
  );
  return 'ok';
}

/** The conversations carrying a label (to tell the lists when it is deleted). */
export async function chatsComEtiqueta(db: Queryable, idEtiqueta: number): Promise<number[]> {
  const rows = await db.query<{ idChat: number }>(
    'select id_chat as "idChat" from chat_etiqueta where id_etiqueta = $1',
    [idEtiqueta],
  );
  return rows.map((row) => row.idChat);
}
